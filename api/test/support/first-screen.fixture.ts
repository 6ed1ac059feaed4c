// Templates in the shape the shell and the storefront ship (FIRST_SCREEN of the contracts).

/** The shell's frame: the first-screen element, its top bar, and the page part inside. */
export const FRAME_TEMPLATE =
  '<div id="gb-first-screen"><header><img src="{{base}}assets/logo.svg" alt="">' +
  '<a href="/contact">{{#t}}topBar.contact{{/t}}</a></header>{{{page}}}</div>';

const PARAGRAPHS =
  '{{#paragraphs}}<p>{{#pieces}}{{#href}}<a href="{{href}}">{{text}}</a>{{/href}}{{^href}}{{text}}{{/href}}{{/pieces}}</p>{{/paragraphs}}';

/** The storefront's Home: banner, welcome text, the booklets by year. */
export const HOME_TEMPLATE =
  '<main><video src="{{base}}assets/banner.webm"></video><h2>{{#t}}home.welcomeTitle{{/t}}</h2>' +
  PARAGRAPHS +
  '<h2>{{#t}}home.bookletsTitle{{/t}}</h2>{{#years}}<section>{{#showYear}}<h3>{{year}}</h3>{{/showYear}}' +
  '{{#booklets}}<article data-name="{{name}}">{{#cover}}<img src="{{src}}" alt="{{alt}}"{{#first}} fetchpriority="high"{{/first}}>{{/cover}}' +
  '{{^cover}}<span>{{regionName}} {{year}}</span>{{/cover}}<a href="/#order-{{id}}">{{badge.text}}</a>{{#voucherCount}}<i>{{voucherCount}}</i>{{/voucherCount}}</article>{{/booklets}}' +
  '</section>{{/years}}</main>';

/** The storefront's regional page: the region's name, its intro and its booklets. */
export const REGION_TEMPLATE =
  '<main><h1>{{heading}}</h1>' +
  PARAGRAPHS +
  '{{#years}}{{#booklets}}<article data-name="{{name}}"></article>{{/booklets}}{{/years}}</main>';

/** The storefront's text page: its title and text. */
export const TEXT_TEMPLATE = '<main><h1>{{heading}}</h1>' + PARAGRAPHS + '</main>';

/** The first screen of a page as sent, or undefined when the page has none. */
export const firstScreen = (html: string) =>
  /<div id="gb-first-screen">[\s\S]*?<\/main><\/div>/.exec(html)?.[0];

/** The booklet names of a first screen's cards, in the order they are drawn. */
export const cardNames = (screen: string) =>
  [...screen.matchAll(/data-name="([^"]+)"/g)].map((match) => match[1]);
