import { z } from 'zod';
import { LOCALES, MediaSize, Role } from '../enums.js';
import { requiredText } from './field-schemas.js';

// Query strings as the api reads them. A wrong value's message names its field by the
// parameter's name (`roles`, `size`, `canonical`).

/**
 * A query value that may come as `a,b`, as a repeated key (`?x=a&x=b` arrives as an array) or
 * not at all; empty parts are dropped, and nothing left means the parameter was not given.
 */
export function queryList<T extends z.ZodType<unknown, string>>(item: T) {
  return z
    .union([z.string(), z.array(z.string())])
    .transform((value) =>
      (Array.isArray(value) ? value : [value])
        .flatMap((part) => part.split(','))
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(z.array(item))
    .transform((items) => (items.length > 0 ? items : undefined))
    .optional();
}

/** `?x=true` or `?x=false`; left out, undefined. */
export function queryFlag() {
  return z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional();
}

/** `GET user?roles=Admin,Franchisee`: only holders of any of the roles. */
export const userListQuerySchema = z.object({
  roles: queryList(z.enum(Role)),
});

/**
 * `GET text-block?canonical=home&locale=en-US`: one block in that language (else the German one);
 * without a canonical the whole list (staff), of one language when `locale` is given.
 */
export const textBlockQuerySchema = z.object({
  canonical: requiredText('canonical', 100).optional(),
  locale: z.enum(LOCALES).optional(),
});

const MEDIA_SIZES = Object.values(MediaSize)
  .filter((size) => typeof size === 'number')
  .map(String) as [string, ...string[]];

/** `?size=10&cache=12` of an image: a media size (the original when left out) and a cache buster. */
export const imageQuerySchema = z.object({
  // `size=` left empty means the original, as a missing size does.
  size: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .enum(MEDIA_SIZES)
      .transform((size) => Number(size) as MediaSize)
      .optional(),
  ),
  cache: z.string().max(100).optional(),
});

export type UserListQuery = z.output<typeof userListQuerySchema>;
export type TextBlockQuery = z.output<typeof textBlockQuerySchema>;
export type ImageQuery = z.output<typeof imageQuerySchema>;

/**
 * `GET page-head?path=/contact&lang=en-US`: a page's head in a language (else the visitor's
 * chosen one, else German), for the app to follow its own navigations.
 */
export const pageHeadQuerySchema = z.object({
  path: requiredText('path', 500),
  lang: z.enum(LOCALES).optional(),
});

export type PageHeadQuery = z.output<typeof pageHeadQuerySchema>;
