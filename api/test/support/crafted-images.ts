import { crc32 } from 'node:zlib';

import sharp from 'sharp';

/** A PNG whose header claims width × height pixels, with the data of a 1 × 1 image. */
export async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#000' } })
    .png()
    .toBuffer();
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

/** A "PDF" that is an HTML page between a PDF header and an end marker. */
export const FAKE_PDF = Buffer.from(
  '%PDF-1.4\n<html><body><script>alert(document.cookie)</script></body></html>\n%%EOF\n',
);

const svg = (body: string, namespaces = '') =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg"${namespaces} width="40" height="20">${body}</svg>`,
  );

/** SVG logos that run script or turn into links once shown, each past a list of bad names. */
export const ACTIVE_SVGS: ReadonlyArray<[name: string, bytes: Buffer]> = [
  [
    'a <set> that adds an event handler',
    svg('<rect width="40" height="20"><set attributeName="onmouseover" to="alert(1)"/></rect>'),
  ],
  [
    'an <animate> that turns a link target into script',
    svg(
      '<a href="#x"><animate attributeName="href" values="javascript:alert(1)"/>' +
        '<rect width="40" height="20"/></a>',
    ),
  ],
  [
    'a prefixed xl:href with an entity-encoded javascript: URL',
    svg(
      '<use xl:href="&#106;avascript&#58;alert(1)"/>',
      ' xmlns:xl="http://www.w3.org/1999/xlink"',
    ),
  ],
  [
    'a script under another prefix of the SVG namespace',
    svg('<s:script>alert(1)</s:script>', ' xmlns:s="http://www.w3.org/2000/svg"'),
  ],
  [
    'an XHTML element inside the drawing',
    svg('<h:iframe src="https://evil.example/"/>', ' xmlns:h="http://www.w3.org/1999/xhtml"'),
  ],
  [
    'an image from another host',
    svg('<image href="https://evil.example/track.png" width="40" height="20"/>'),
  ],
];

/** An EPS header with the body of an HTML page. */
export const HTML_EPS = Buffer.from(
  '%!PS-Adobe-3.0 EPSF-3.0\n%%BoundingBox: 0 0 100 50\n%%EndComments\n' +
    '<html><body><script>alert(1)</script></body></html>\n%%EOF\n',
);
