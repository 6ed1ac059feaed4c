import {
  BookletState,
  CURRENCY,
  mayOrderNow,
  isPreOrder,
  type PointOfSale,
  type PublicBooklet,
} from '@gb/contracts';

const SCHEMA = 'https://schema.org';

/** schema.org availability of a booklet on sale, from its state and dates. */
export function bookletAvailability(booklet: PublicBooklet, now: Date): string {
  if (booklet.state === BookletState.SoldOut) return `${SCHEMA}/SoldOut`;
  if (isPreOrder(booklet, now)) return `${SCHEMA}/PreOrder`;
  return mayOrderNow(booklet, now) ? `${SCHEMA}/InStock` : `${SCHEMA}/OutOfStock`;
}

export interface JsonLdInput {
  siteTitle: string;
  /** The page's own address: where the offers are ordered. */
  pageUrl: string;
  booklets: readonly PublicBooklet[];
  pointsOfSale: readonly PointOfSale[];
  /** A booklet's cover as an absolute URL, when it has one. */
  coverUrl: (booklet: PublicBooklet) => string | undefined;
  now: Date;
}

/**
 * The page's structured data: a Product with its Offer in CHF per booklet on sale, and a
 * LocalBusiness per point of sale (a company selling in several booklets once). Null when the
 * page shows neither.
 */
export function pageJsonLd(input: JsonLdInput): Record<string, unknown> | null {
  const products = input.booklets.map((booklet) => {
    const image = input.coverUrl(booklet);
    return {
      '@type': 'Product',
      name: `${input.siteTitle} ${booklet.regionName} ${booklet.year}`,
      sku: `booklet-${booklet.id}`,
      brand: { '@type': 'Brand', name: input.siteTitle },
      ...(image ? { image } : {}),
      offers: {
        '@type': 'Offer',
        price: booklet.unitPrice.toFixed(2),
        priceCurrency: booklet.currency || CURRENCY,
        availability: bookletAvailability(booklet, input.now),
        url: input.pageUrl,
      },
    };
  });
  const seen = new Set<string>();
  const businesses = input.pointsOfSale.flatMap((outlet) => {
    const key = `${outlet.companyName}\n${outlet.city}`;
    if (seen.has(key)) return [];
    seen.add(key);
    return [
      {
        '@type': 'LocalBusiness',
        name: outlet.companyName,
        address: {
          '@type': 'PostalAddress',
          ...(outlet.city ? { addressLocality: outlet.city } : {}),
          addressCountry: 'CH',
        },
      },
    ];
  });
  const graph = [...products, ...businesses];
  return graph.length > 0 ? { '@context': SCHEMA, '@graph': graph } : null;
}
