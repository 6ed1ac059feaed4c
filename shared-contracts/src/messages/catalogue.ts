import type { catalogueLoaders } from './loaders.js';
import type { Namespace } from './namespaces.js';

type GermanOf<N extends Namespace> = Awaited<
  ReturnType<(typeof catalogueLoaders)[N]['de-CH']>
>['default'];

/**
 * The shape every catalogue has: the German files' nested keys, strings as leaves, one group per
 * namespace. The English files are each typed by their German file.
 */
export type Catalogue = { [N in Namespace]: GermanOf<N> };

type Leaves<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${Leaves<T[K]>}`;
}[keyof T & string];

/** A dotted path to one message, e.g. `validation.required`. */
export type MessageKey = Leaves<Catalogue>;

/** Values for `{placeholder}`s in a message. */
export type MessageParams = Record<string, string | number>;
