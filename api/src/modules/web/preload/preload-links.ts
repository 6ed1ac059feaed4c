import { escapeHtml } from '../page-meta/escape-html.js';

/** A classic script the page will run (the federation runtime adds remote code as `<script>`). */
export function scriptPreload(href: string): string {
  return `<link rel="preload" as="script" href="${escapeHtml(href)}">`;
}

/**
 * A call the page's script makes with `fetch` (same origin, credentials "same-origin"): the
 * `crossorigin` attribute gives the preload that mode, so Chromium hands its answer to the call
 * instead of asking again (checked in the storefront's browser tests).
 */
export function fetchPreload(href: string): string {
  return `<link rel="preload" as="fetch" crossorigin href="${escapeHtml(href)}">`;
}

export interface ImagePreload {
  href: string;
  srcset: string;
  sizes: string;
}

/** An image the first screen shows, fetched at once and before other images. */
export function imagePreload({ href, srcset, sizes }: ImagePreload): string {
  return (
    `<link rel="preload" as="image" href="${escapeHtml(href)}" ` +
    `imagesrcset="${escapeHtml(srcset)}" imagesizes="${escapeHtml(sizes)}" fetchpriority="high">`
  );
}
