import type auth from '../de-CH/auth.js';

const messages: typeof auth = {
  login: 'Login',
  logout: 'Logout',
  forgotPassword: 'Forgot password?',
  sendNewPassword: 'Send new password',
  invalidLogin: 'Invalid Username / Password',
  invalidEmail: 'Invalid email',
  resetMailSent: 'Password reset mail was sent',
  invalidPassword: 'invalid password',
  passwordChanged: 'Password was changed successfully',
  changePassword: 'Change password',
  usernameTaken: 'This username is already taken',
  loginTitle: 'Log in',
};

export default messages;
