/** A `<style>` element of a template (templates are ours; values in them are escaped). */
const STYLE_ELEMENT = /<style\b[^>]*>[\s\S]*?<\/style>\s*/gi;

/**
 * The first screen's style sheets apart from its markup: HTML allows `<style>` in the head only,
 * so the templates' styles go there and the markup into the body.
 */
export function hoistStyles(html: string): { styles: string; markup: string } {
  const styles = (html.match(STYLE_ELEMENT) ?? []).map((element) => element.trim()).join('');
  return { styles, markup: html.replace(STYLE_ELEMENT, '') };
}
