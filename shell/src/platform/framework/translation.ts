// Translation for remotes: one i18next instance, reached through these hooks.
export { useTranslation } from 'react-i18next';
export type { TFunction } from 'i18next';
