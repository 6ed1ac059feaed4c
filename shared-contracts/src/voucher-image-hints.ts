import type { VoucherImageHint } from './schemas/answer.schema.js';

/** Spec section 5: a voucher image is ideally a jpg, bmp or png of at least 1200 × 2100 px. */
export const VOUCHER_IMAGE_MIN_WIDTH = 1200;
export const VOUCHER_IMAGE_MIN_HEIGHT = 2100;
export const VOUCHER_IMAGE_MIMES: readonly string[] = ['image/jpeg', 'image/bmp', 'image/png'];
/** A raster company logo is at least 800 px wide; a vector one (ai, eps, svg) at any size. */
export const COMPANY_LOGO_MIN_WIDTH = 800;
export const VECTOR_LOGO_MIMES: readonly string[] = [
  'image/svg+xml',
  'application/postscript',
  'application/illustrator',
  'application/pdf',
];

export interface ImageFacts {
  mime: string;
  width: number | null;
  height: number | null;
}

/** What a voucher image (complete, front, back or an extra image) falls short of. */
export function voucherImageHints({ mime, width, height }: ImageFacts): VoucherImageHint[] {
  const hints: VoucherImageHint[] = [];
  if (!VOUCHER_IMAGE_MIMES.includes(mime)) hints.push('imageFormat');
  if ((width ?? 0) < VOUCHER_IMAGE_MIN_WIDTH || (height ?? 0) < VOUCHER_IMAGE_MIN_HEIGHT) {
    hints.push('imageTooSmall');
  }
  return hints;
}

/** What a company logo falls short of: a vector logo is always welcome. */
export function companyLogoHints({ mime, width }: ImageFacts): VoucherImageHint[] {
  if (VECTOR_LOGO_MIMES.includes(mime)) return [];
  return (width ?? 0) < COMPANY_LOGO_MIN_WIDTH ? ['logoTooNarrow'] : [];
}
