import type { Locale } from '../enums.js';

/** One namespace's messages: nested keys, strings as leaves. */
export type NamespaceMessages = { [key: string]: string | NamespaceMessages };

/** Where one namespace's wording downloads from, per locale. */
export type NamespaceLoaders = Record<Locale, () => Promise<{ default: NamespaceMessages }>>;
