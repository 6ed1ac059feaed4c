import { helmetOptions } from './content-security-policy.js';

type Directives = Record<string, string[]>;

const directivesOf = (mapTileUrl: string, remoteUrls: string[]): Directives => {
  const policy = helmetOptions(mapTileUrl, remoteUrls).contentSecurityPolicy;
  return (policy as { directives: Directives }).directives;
};

describe(helmetOptions.name, () => {
  const TILES = 'https://wmts.geo.admin.ch/1.0.0/{z}/{x}/{y}.jpeg';

  it('lets a remote on another origin bring its scripts, styles, images, video and fonts', () => {
    const directives = directivesOf(TILES, [
      'https://storefront.example.ch/mf/storefront/remoteEntry.js',
      '/mf/vouchers/remoteEntry.js',
    ]);
    for (const name of ['scriptSrc', 'styleSrc', 'imgSrc', 'mediaSrc', 'fontSrc', 'connectSrc']) {
      expect(directives[name]).toContain('https://storefront.example.ch');
    }
    expect(directives.mediaSrc).toEqual(["'self'", 'https://storefront.example.ch']);
  });

  it('allows the map tiles as images and nothing else from other origins by default', () => {
    const directives = directivesOf(TILES, ['/mf/storefront/remoteEntry.js']);
    expect(directives.imgSrc).toEqual(["'self'", 'data:', 'blob:', 'https://wmts.geo.admin.ch']);
    expect(directives.scriptSrc).toEqual(["'self'"]);
    expect(directives.mediaSrc).toEqual(["'self'"]);
  });
});
