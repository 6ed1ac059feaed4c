// Contrast of text as WCAG 2 measures it, from the colours the browser computed.

/** The red, green and blue of a computed `rgb(…)` or `rgba(…)` colour, 0–255. */
export function rgbOf(computed) {
  const match = /^rgba?\((\d+(?:\.\d+)?),\s*(\d+(?:\.\d+)?),\s*(\d+(?:\.\d+)?)/.exec(computed);
  if (!match) throw new Error(`not an rgb colour: ${computed}`);
  return match.slice(1, 4).map(Number);
}

/** WCAG 2's relative luminance of an sRGB colour. */
function luminance([red, green, blue]) {
  const [r, g, b] = [red, green, blue].map((channel) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two computed colours (1 to 21), rounded to two decimals. */
export function contrastRatio(foreground, background) {
  const [lighter, darker] = [luminance(rgbOf(foreground)), luminance(rgbOf(background))].sort(
    (a, b) => b - a,
  );
  return Math.round(((lighter + 0.05) / (darker + 0.05)) * 100) / 100;
}

/** `#rrggbb` as the browser computes it, `rgb(r, g, b)`. */
export function hexToRgb(hex) {
  const value = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255})`;
}
