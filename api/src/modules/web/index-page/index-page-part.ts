import type { Request } from 'express';

/** What one concern adds to the shell's index.html for one request. */
export interface IndexPagePart {
  /** Markup placed at the end of <head>. */
  head?: string;
  /** Markup placed at the start of <body>, before the app's root. */
  body?: string;
  /** The page's language for <html lang>; the first part that names one wins. */
  lang?: string;
  /** The HTTP status of the answer (404 for an unknown page); the first part that names one wins. */
  status?: number;
}

/** A concern that knows something about the page before any script runs (meta tags, preloads). */
export interface IndexPageContributor {
  contribute(request: Request): Promise<IndexPagePart> | IndexPagePart;
}

/** Nest token of the list of contributors, in the order their markup is placed. */
export const INDEX_PAGE_CONTRIBUTORS = Symbol('INDEX_PAGE_CONTRIBUTORS');
