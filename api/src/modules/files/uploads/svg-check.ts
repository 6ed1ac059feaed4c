import { XMLParser, XMLValidator } from 'fast-xml-parser';

/** Elements that run code or pull in other documents: an SVG with one is refused. */
const ACTIVE_ELEMENTS = new Set([
  'script',
  'foreignobject',
  'iframe',
  'embed',
  'object',
  'handler',
]);
/** Where a reference may point: inside the document, or an embedded raster image. */
const SAFE_REFERENCE = /^(#|data:image\/(png|jpeg|gif|webp);)/i;
const REFERENCE_ATTRIBUTES = new Set(['href', 'xlink:href', 'src']);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  preserveOrder: true,
  processEntities: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
});

type OrderedNode = Record<string, unknown> & { ':@'?: Record<string, unknown> };

function localName(name: string): string {
  return name.slice(name.indexOf(':') + 1).toLowerCase();
}

function isActive(nodes: OrderedNode[]): boolean {
  return nodes.some((node) => {
    const attributes = node[':@'] ?? {};
    for (const [name, value] of Object.entries(attributes)) {
      const attribute = name.toLowerCase();
      if (attribute.startsWith('on')) return true;
      if (REFERENCE_ATTRIBUTES.has(attribute) && !SAFE_REFERENCE.test(String(value).trim())) {
        return true;
      }
      if (/javascript:|url\(\s*['"]?\s*(?!#)/i.test(String(value))) return true;
    }
    return Object.entries(node).some(([name, children]) => {
      if (name === ':@' || name === '#text') return false;
      if (ACTIVE_ELEMENTS.has(localName(name))) return true;
      // Styles may import other files or run expressions.
      if (
        localName(name) === 'style' &&
        /@import|url\(\s*['"]?\s*(?!#)/i.test(JSON.stringify(children))
      ) {
        return true;
      }
      return Array.isArray(children) && isActive(children as OrderedNode[]);
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
  return /^<svg[\s>]/i.test(withoutProlog);
}

/**
 * Whether an SVG may be kept: well-formed XML without scripts, event handlers, foreign objects,
 * entity declarations or references outside the document (it is served as an attachment and
 * shown as a raster preview all the same).
 */
export function isInertSvg(bytes: Buffer): boolean {
  const text = bytes.toString('utf8');
  if (/<!ENTITY/i.test(text)) return false;
  if (XMLValidator.validate(text) !== true) return false;
  try {
    return !isActive(parser.parse(text) as OrderedNode[]);
  } catch {
    return false;
  }
}
