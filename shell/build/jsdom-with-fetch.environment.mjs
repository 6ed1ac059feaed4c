// jsdom lacks fetch; RTK Query needs fetch, Request, Response and an AbortSignal they accept.
// Node's own are handed to the page, with relative URLs resolved against the page as a browser does.
// It also lacks `CSS.escape` and `matchMedia`, which React Aria and the kit's tables use: the
// page gets them, with a width tests can set (`window.innerWidth`) deciding `max-width` queries.
import { TestEnvironment } from 'jest-environment-jsdom';

/** A MediaQueryList for `(max-width: Npx)` / `(min-width: Npx)` against the page's innerWidth. */
function mediaQueryList(page, query) {
  const width = (name) => Number(query.match(new RegExp(`${name}:\\s*([\\d.]+)px`))?.[1]);
  const max = width('max-width');
  const min = width('min-width');
  return {
    media: query,
    get matches() {
      return (
        (Number.isNaN(max) || page.innerWidth <= max) &&
        (Number.isNaN(min) || page.innerWidth >= min)
      );
    },
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    onchange: null,
    dispatchEvent: () => false,
  };
}

export default class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const page = this.global;
    const absolute = (input) =>
      typeof input === 'string' || input instanceof URL
        ? new URL(String(input), page.location.href)
        : input;
    class PageRequest extends Request {
      constructor(input, init) {
        super(absolute(input), init);
      }
    }
    Object.assign(page, {
      fetch: (input, init) => fetch(absolute(input), init),
      Request: PageRequest,
      Response,
      Headers,
      AbortController,
      AbortSignal,
      TextEncoder,
      TextDecoder,
      structuredClone,
      CSS: {
        escape: (value) => String(value).replace(/[^\w-]/g, (c) => `\\${c}`),
        supports: () => false,
      },
      matchMedia: (query) => mediaQueryList(page, query),
    });
  }
}
