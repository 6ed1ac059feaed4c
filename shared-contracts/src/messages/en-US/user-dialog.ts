import type userDialog from '../de-CH/user-dialog.js';

const messages: typeof userDialog = {
  sections: 'Sections of the user',
  details: 'Details',
  roles: 'Roles',
  changePassword: 'Change password',
  deleteUser: 'Delete user',
  deleteConfirm: 'Do you really want to delete this user?',
  profileImage: 'Profile picture',
  generalInformation: 'General information',
  locale: 'Language',
  username: 'Username',
  address: 'Address',
  createUser: 'Create user',
  userDeleted: 'The user was deleted',
  removeImage: 'Remove profile picture',
  noProfileImage: 'No profile picture',
  noCompany: 'No company',
  loginViaHash: 'Login via link only',
  saved: 'Saved',
  createRegion: 'Create region',
};

export default messages;
