import type { deCH } from './de-CH/index.js';

/** The shape every catalogue has: the German catalogue's nested keys, strings as leaves. */
export type Catalogue = typeof deCH;

type Leaves<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${Leaves<T[K]>}`;
}[keyof T & string];

/** A dotted path to one message, e.g. `validation.required`. */
export type MessageKey = Leaves<Catalogue>;

/** Values for `{placeholder}`s in a message. */
export type MessageParams = Record<string, string | number>;
