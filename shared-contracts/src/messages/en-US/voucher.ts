import type voucher from '../de-CH/voucher.js';

const messages: typeof voucher = {
  stateChanged: 'State was changed successfully',
  saveFirst: 'Please save the data first',
  stateLockedInEditMode: 'The state cannot be changed in the edit mode',
  approvalMailsSent: 'Approval mails sent',
  nextStates: 'Next state',
  history: 'History',
  comments: 'Comments',
  images: 'Images',
  completeImage: 'Complete image',
  frontImage: 'Front',
  backImage: 'Back',
  companyLogo: 'Company logo',
  imageHint: 'Image ideally as jpg, bmp or png, at least 2100 px high and 1200 px wide',
  logoHint: 'Logo as vector graphic (ai, eps, svg) or as a high-quality jpg, at least 800 px wide',
  favorite: 'Favourite',
  acceptTerms: 'I accept the terms and conditions',
};

export default messages;
