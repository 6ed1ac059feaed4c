export default {
  login: 'Login',
  logout: 'Logout',
  forgotPassword: 'Passwort vergessen?',
  sendNewPassword: 'Neues Passwort senden',
  invalidLogin: 'Ungültiger Benutzername oder Passwort',
  invalidEmail: 'Ungültige E-mail',
  resetMailSent: 'E-mail zum Zrücksetzen des Passwortes wurde gesendet',
  invalidPassword: 'Ungültiges Passwort',
  passwordChanged: 'Passwort wurde erfolgreich geändert',
  changePassword: 'Passwort ändern',
  usernameTaken: 'Dieser Benutzername ist bereits vergeben',
  loginTitle: 'Anmelden',
};
