// The platform every remote shares with the shell; Module Federation keeps it one instance.
// It is the remotes' one façade: routing, store, translation and styling come from here (never
// from the libraries themselves), so what the shell ships is decided by these exports alone.
// Changing them changes PLATFORM_VERSION (see platform-exports.spec.ts).
export * from './framework/routing';
export * from './framework/state';
export * from './framework/styling';
export * from './framework/translation';
export * from './accounts/accounts.api';
export { errorMessage } from './accounts/error-message';
export { logout } from './accounts/logout';
export { profileImageUrl } from './accounts/profile-image-url';
export { UserProfile } from './accounts/user-profile.lazy';
export { api, API_BASE_URL, TAG_TYPES } from './api/platform.api';
export { publicCall } from './api/public-call';
export * from './auth/auth.slice';
export { selectSession } from './auth/session.selectors';
export type { Session } from './auth/token-claims';
export { sessionOf } from './auth/token-claims';
export { selectCurrentUser, userLoaded, USER_STATE_VERSION } from './auth/user-state.slice';
export { ErrorPanel, type RemoteFailure } from './components/error-panel.component';
export { ErrorAlert } from './ui/error-alert.component';
export { PageTitle } from './components/page-title.component';
export { PlatformProvider } from './components/platform-provider.component';
export { RemoteRoot } from './components/remote-root.component';
export { RemoteRoutes } from './components/remote-routes.component';
export { TitledPage } from './components/titled-page.component';
export {
  addBundledWording,
  changeLocale,
  FORM_NAMESPACES,
  i18n,
  loadFormWording,
  loadNamespaces,
  translate,
} from './i18n/i18n.instance';
export { provideCatalogues, type CatalogueLoaders } from './i18n/catalogue-registry';
export { remoteWording } from './i18n/remote-wording';
export { asLocale } from './i18n/as-locale';
export { CONTENT_SLOT_ID, contentSlotFor } from './lifecycles/content-slot';
export { createRemoteLifecycles, type RemoteOptions } from './lifecycles/create-remote-lifecycles';
export { useAppDispatch, useAppSelector } from './store/hooks';
export {
  makeStore,
  rootReducer,
  type AppDispatch,
  type AppStore,
  type RootState,
} from './store/make-store';
export { store } from './store/store';
export { GlobalStyle } from './theme/global-style';
export { theme, type Theme } from './theme/theme';
export { Button } from './ui/button.component';
export { Tabs, type TabItem, type TabsProps } from './ui/tabs.component';
export { FileUploadDialog } from './ui/file-upload-dialog.lazy';
export { SingleFileRow } from './ui/single-file-row.lazy';
export { uploadFile } from './ui/upload-file.lazy';
export type { UploadAnswer } from './ui/upload-file';
export { UPLOAD_TIMEOUT_MS } from './ui/upload-timeout';
