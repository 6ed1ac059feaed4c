/** Pixel sizes of the demo images: a voucher side as the image hints ask, the printed cover's format. */
export const VOUCHER_SIDE = { width: 1200, height: 2100 };
export const VOUCHER_COMPLETE = { width: 2400, height: 2100 };
export const BOOKLET_COVER = { width: 2362, height: 3307 };

export interface DemoVoucherImageText {
  companyName: string;
  offerShort: string;
  city: string;
  openingHours: string;
  color: string;
}

const FONT = 'DejaVu Sans, Arial, sans-serif';

function escapeXml(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char]!,
  );
}

/** Breaks text into lines of at most `width` characters at spaces. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= width)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

function lines(
  text: string,
  x: number,
  y: number,
  size: number,
  width: number,
  extra = '',
): string {
  return wrap(text, width)
    .map(
      (line, index) =>
        `<text x="${x}" y="${y + index * size * 1.25}" font-size="${size}" ${extra}>${escapeXml(line)}</text>`,
    )
    .join('');
}

/**
 * The white circle with "2für1" inside it: the word is fitted to the circle's inner width
 * (textLength), so no font's width can push it past the edge.
 */
export function twoForOneMark(cx: number, cy: number, r: number, color: string): string {
  const size = Math.round(r * 0.5);
  const length = Math.round(r * 1.5);
  return (
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#fff"/>` +
    `<text x="${cx}" y="${cy + Math.round(size * 0.36)}" font-size="${size}" font-weight="bold" ` +
    `textLength="${length}" lengthAdjust="spacingAndGlyphs" fill="${color}">2für1</text>`
  );
}

function frontSide(voucher: DemoVoucherImageText, offsetX = 0): string {
  const { width, height } = VOUCHER_SIDE;
  return (
    `<g transform="translate(${offsetX} 0)" font-family="${FONT}" text-anchor="middle">` +
    `<rect width="${width}" height="${height}" fill="${voucher.color}"/>` +
    `<rect x="60" y="60" width="${width - 120}" height="${height - 120}" fill="none" stroke="#fff" stroke-width="12" rx="40"/>` +
    twoForOneMark(width / 2, 420, 210, voucher.color) +
    lines(voucher.companyName, width / 2, 900, 110, 18, 'font-weight="bold" fill="#fff"') +
    lines(voucher.offerShort, width / 2, 1350, 80, 24, 'fill="#fff"') +
    `<text x="${width / 2}" y="${height - 180}" font-size="70" fill="#fff">${escapeXml(voucher.city)}</text>` +
    `</g>`
  );
}

function backSide(voucher: DemoVoucherImageText, offsetX = 0): string {
  const { width, height } = VOUCHER_SIDE;
  return (
    `<g transform="translate(${offsetX} 0)" font-family="${FONT}" text-anchor="middle">` +
    `<rect width="${width}" height="${height}" fill="#fff"/>` +
    `<rect x="60" y="60" width="${width - 120}" height="${height - 120}" fill="none" stroke="${voucher.color}" stroke-width="12" rx="40"/>` +
    lines(
      voucher.companyName,
      width / 2,
      400,
      100,
      20,
      `font-weight="bold" fill="${voucher.color}"`,
    ) +
    lines(voucher.openingHours, width / 2, 900, 70, 26, 'fill="#333"') +
    `<text x="${width / 2}" y="${height - 180}" font-size="60" fill="#333">${escapeXml(voucher.city)}</text>` +
    `</g>`
  );
}

function svg(size: { width: number; height: number }, content: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}" viewBox="0 0 ${size.width} ${size.height}">${content}</svg>`;
}

export function voucherFrontSvg(voucher: DemoVoucherImageText): string {
  return svg(VOUCHER_SIDE, frontSide(voucher));
}

export function voucherBackSvg(voucher: DemoVoucherImageText): string {
  return svg(VOUCHER_SIDE, backSide(voucher));
}

/** The printed voucher as it appears in the booklet: front and back side by side. */
export function voucherCompleteSvg(voucher: DemoVoucherImageText): string {
  return svg(VOUCHER_COMPLETE, frontSide(voucher) + backSide(voucher, VOUCHER_SIDE.width));
}

export function bookletCoverSvg(
  regionName: string,
  year: number,
  color: string,
  slogan: string,
): string {
  const { width, height } = BOOKLET_COVER;
  return svg(
    BOOKLET_COVER,
    `<g font-family="${FONT}" text-anchor="middle">` +
      `<rect width="${width}" height="${height}" fill="${color}"/>` +
      twoForOneMark(width / 2, 1000, 520, color) +
      `<text x="${width / 2}" y="2000" font-size="230" font-weight="bold" fill="#fff">${escapeXml(regionName)}</text>` +
      `<text x="${width / 2}" y="2400" font-size="300" fill="#fff">${year}</text>` +
      `<text x="${width / 2}" y="3000" font-size="120" fill="#fff">${escapeXml(slogan)}</text>` +
      `</g>`,
  );
}
