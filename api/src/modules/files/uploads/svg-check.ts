import { XMLParser, XMLValidator } from 'fast-xml-parser';

const SVG_NS = 'http://www.w3.org/2000/svg';
const XLINK_NS = 'http://www.w3.org/1999/xlink';
const XML_NS = 'http://www.w3.org/XML/1998/namespace';
const XMLNS_NS = 'http://www.w3.org/2000/xmlns/';
/** Namespaces whose elements a browser renders or runs: only the listed SVG elements may appear. */
const ACTIVE_NAMESPACES = new Set([
  SVG_NS,
  'http://www.w3.org/1999/xhtml',
  'http://www.w3.org/1998/Math/MathML',
  'http://www.w3.org/2001/xml-events',
]);

/** A set of the lower-cased names in a text. */
function wordsOf(text: string): ReadonlySet<string> {
  return new Set(text.trim().toLowerCase().split(/\s+/));
}

/** The drawing elements of SVG: no script, animation, link, foreign object or event element. */
const ELEMENTS = wordsOf(`
  svg g defs symbol use title desc metadata switch view path rect circle ellipse line polyline
  polygon text tspan textPath image style clipPath mask pattern marker linearGradient
  radialGradient stop filter feBlend feColorMatrix feComponentTransfer feComposite
  feConvolveMatrix feDiffuseLighting feDisplacementMap feDistantLight feDropShadow feFlood
  feFuncA feFuncB feFuncG feFuncR feGaussianBlur feImage feMerge feMergeNode feMorphology
  feOffset fePointLight feSpecularLighting feSpotLight feTile feTurbulence
`);

/** Geometry, presentation and structure attributes; no event handler, no animation target. */
const ATTRIBUTES = wordsOf(`
  id class style lang tabindex version baseProfile width height x y x1 x2 y1 y2 cx cy r rx ry
  fx fy fr d points pathLength transform viewBox preserveAspectRatio dx dy rotate textLength
  lengthAdjust startOffset method spacing side gradientUnits gradientTransform spreadMethod
  offset patternUnits patternContentUnits patternTransform clipPathUnits maskUnits
  maskContentUnits markerUnits markerWidth markerHeight refX refY orient filterUnits
  primitiveUnits in in2 result mode type values operator k1 k2 k3 k4 order kernelMatrix
  divisor bias targetX targetY edgeMode kernelUnitLength preserveAlpha surfaceScale
  diffuseConstant specularConstant specularExponent scale xChannelSelector yChannelSelector
  stdDeviation radius azimuth elevation z pointsAtX pointsAtY pointsAtZ limitingConeAngle
  baseFrequency numOctaves seed stitchTiles tableValues slope intercept amplitude exponent
  requiredFeatures requiredExtensions systemLanguage media enable-background href
  alignment-baseline baseline-shift clip clip-path clip-rule color color-interpolation
  color-interpolation-filters color-profile color-rendering direction display
  dominant-baseline fill fill-opacity fill-rule filter flood-color flood-opacity font
  font-family font-size font-size-adjust font-stretch font-style font-variant font-weight
  glyph-orientation-horizontal glyph-orientation-vertical image-rendering kerning
  letter-spacing lighting-color marker marker-end marker-mid marker-start mask opacity
  overflow paint-order pointer-events shape-rendering stop-color stop-opacity stroke
  stroke-dasharray stroke-dashoffset stroke-linecap stroke-linejoin stroke-miterlimit
  stroke-opacity stroke-width text-anchor text-decoration text-rendering transform-origin
  unicode-bidi vector-effect visibility word-spacing writing-mode mix-blend-mode isolation
`);

/** A reference may point inside the document, or be an embedded raster image. */
const LOCAL_OR_IMAGE = /^(#[\w.:-]*|data:image\/(png|jpeg|gif|webp);base64,[a-z0-9+/=\s]*)$/i;
/** Values that fetch or run something: CSS imports and expressions, non-local url(), script URLs. */
const ACTIVE_VALUE =
  /@import|expression\s*\(|javascript:|vbscript:|url\(\s*(?!['"]?\s*(#|data:image\/(png|jpeg|gif|webp);))/i;

const PREDEFINED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
};

/** The text an XML attribute or text node means: character references and the five entities resolved. */
function decodeXmlText(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (_, reference: string) => {
    if (reference[0] !== '#') return PREDEFINED_ENTITIES[reference.toLowerCase()]!;
    const code =
      reference[1]!.toLowerCase() === 'x'
        ? parseInt(reference.slice(2), 16)
        : parseInt(reference.slice(1), 10);
    return code > 0x10ffff ? '' : String.fromCodePoint(code);
  });
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  preserveOrder: true,
  processEntities: false,
  parseAttributeValue: false,
  parseTagValue: false,
  trimValues: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
  commentPropName: '#comment',
});

type OrderedNode = Record<string, unknown> & { ':@'?: Record<string, string> };
type Namespaces = ReadonlyMap<string, string>;

/** The element's namespace bindings on top of its parent's (`xmlns`, `xmlns:p`). */
function scopeOf(attributes: Record<string, string>, parent: Namespaces): Namespaces {
  const scope = new Map(parent);
  for (const [name, value] of Object.entries(attributes)) {
    if (name === 'xmlns') scope.set('', decodeXmlText(value));
    else if (name.startsWith('xmlns:')) scope.set(name.slice(6), decodeXmlText(value));
  }
  return scope;
}

/** Namespace and local name of a qualified name; undefined for an unbound prefix. */
function resolve(
  qualified: string,
  scope: Namespaces,
  isAttribute: boolean,
): { namespace: string; local: string } | undefined {
  const colon = qualified.indexOf(':');
  if (colon < 0) return { namespace: isAttribute ? '' : (scope.get('') ?? ''), local: qualified };
  const prefix = qualified.slice(0, colon);
  const local = qualified.slice(colon + 1);
  if (prefix === 'xml') return { namespace: XML_NS, local };
  if (prefix === 'xmlns') return { namespace: XMLNS_NS, local };
  const namespace = scope.get(prefix);
  return namespace === undefined ? undefined : { namespace, local };
}

function isSafeAttribute(qualified: string, rawValue: string, scope: Namespaces): boolean {
  if (qualified === 'xmlns') return true;
  const name = resolve(qualified, scope, true);
  if (!name) return false;
  const value = decodeXmlText(rawValue);
  if (name.namespace === XMLNS_NS || name.namespace === XML_NS) return true;
  const local = name.local.toLowerCase();
  if (local.startsWith('on')) return false;
  const isReference = local === 'href' && (name.namespace === '' || name.namespace === XLINK_NS);
  if (isReference) return LOCAL_OR_IMAGE.test(value.trim());
  // Browsers drop tabs and line breaks inside a URL: java&#9;script: is still a script URL.
  if (ACTIVE_VALUE.test([...value].filter((char) => char > ' ').join(''))) return false;
  // Editors' own attributes (inkscape:label, sodipodi:docname) are inert; so is xlink:title.
  if (name.namespace !== '') return name.namespace !== SVG_NS;
  return ATTRIBUTES.has(local);
}

function isSafeElement(qualified: string, children: unknown, scope: Namespaces): boolean {
  const name = resolve(qualified, scope, false);
  if (!name) return false;
  if (!ACTIVE_NAMESPACES.has(name.namespace)) return true;
  if (name.namespace !== SVG_NS || !ELEMENTS.has(name.local.toLowerCase())) return false;
  if (name.local.toLowerCase() === 'style') {
    return !ACTIVE_VALUE.test(decodeXmlText(JSON.stringify(children)));
  }
  return true;
}

function isSafe(nodes: OrderedNode[], parent: Namespaces): boolean {
  return nodes.every((node) => {
    const attributes = node[':@'] ?? {};
    const scope = scopeOf(attributes, parent);
    for (const [name, value] of Object.entries(attributes)) {
      if (!isSafeAttribute(name, String(value), scope)) return false;
    }
    return Object.entries(node).every(([name, children]) => {
      if (name === ':@' || name === '#comment') return true;
      if (name === '#text') return true;
      if (!isSafeElement(name, children, scope)) return false;
      return !Array.isArray(children) || isSafe(children as OrderedNode[], scope);
    });
  });
}

/** Whether the bytes are an XML document whose root element is `svg`. */
export function looksLikeSvg(bytes: Buffer): boolean {
  const text = bytes
    .subarray(0, 4096)
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  const withoutProlog = text
    .replace(/<\?xml[\s\S]*?\?>/g, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<!DOCTYPE[^>]*>/gi, '')
    .trimStart();
  return /^<(\w+:)?svg[\s>]/i.test(withoutProlog);
}

/**
 * Whether an SVG may be kept: well-formed XML with no entity declarations, whose root is an SVG
 * element, and whose every element and attribute is on the allow-lists of drawing, after
 * namespaces and prefixes are resolved and character references decoded; references only
 * inside the document or to an embedded raster image.
 */
export function isInertSvg(bytes: Buffer): boolean {
  const text = bytes.toString('utf8');
  if (/<!ENTITY|<!DOCTYPE[^>]*\[/i.test(text)) return false;
  if (XMLValidator.validate(text) !== true) return false;
  try {
    const nodes = parser.parse(text) as OrderedNode[];
    const root = nodes.find((node) => !('#comment' in node) && !('#text' in node));
    const rootName = root && Object.keys(root).find((key) => key !== ':@');
    const rootScope = root ? scopeOf(root[':@'] ?? {}, new Map()) : new Map<string, string>();
    const resolved = rootName && resolve(rootName, rootScope, false);
    if (!resolved || resolved.namespace !== SVG_NS || resolved.local !== 'svg') return false;
    return isSafe(nodes, new Map());
  } catch {
    return false;
  }
}
