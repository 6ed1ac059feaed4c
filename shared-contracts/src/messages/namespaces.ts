import { catalogueLoaders } from './loaders.js';

/**
 * A namespace of the catalogue: one per top-level group, so `t('orderAdmin.title')` reads the
 * key `title` of the namespace `orderAdmin` (i18next runs with `nsSeparator: '.'`). They are the
 * names `catalogueLoaders` gives, the one list.
 */
export type Namespace = keyof typeof catalogueLoaders;

/** Every namespace, in the order the loaders name them. */
export const NAMESPACES = Object.keys(catalogueLoaders) as Namespace[];
