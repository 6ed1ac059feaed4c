/**
 * What a file picker offers for each kind of upload: the formats the api takes. The api reads the
 * bytes, never these names; they only spare a user picking a file that would be refused.
 */
export const RASTER_IMAGE_TYPES = 'image/jpeg,image/png,image/bmp,image/gif,image/webp';
export const PDF_TYPES = 'application/pdf';
/** A print proof (GzD): a PDF or a raster image. */
export const PROOF_TYPES = `${PDF_TYPES},${RASTER_IMAGE_TYPES}`;
/** A company logo: a vector file (AI, EPS, SVG, PDF) or a raster image. */
export const LOGO_TYPES = `${RASTER_IMAGE_TYPES},image/svg+xml,application/postscript,application/illustrator,${PDF_TYPES},.ai,.eps,.svg`;
