import type common from '../de-CH/common.js';

const messages: typeof common = {
  yes: 'Yes',
  no: 'No',
  ok: 'OK',
  edit: 'Edit',
  save: 'Save',
  cancel: 'Cancel',
  close: 'Close',
  back: 'Back',
  delete: 'Delete',
  download: 'Download',
  replace: 'Replace',
  upload: 'Upload',
  create: 'Create',
  search: 'Search',
  loading: 'Loading…',
  previous: 'Previous',
  next: 'Next',
  flip: 'Flip',
  confirmTitle: 'Please confirm',
  dropFiles: 'Drop files here or click',
  uploadFailed: 'Upload failed',
  noEntries: 'No entries',
  uploadTitle: 'Upload files',
  chooseFiles: 'Choose files',
  preview: 'Preview',
};

export default messages;
