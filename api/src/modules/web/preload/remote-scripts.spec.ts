import { remoteManifestPath, remoteScripts } from './remote-scripts.js';

const manifest = (value: unknown) => JSON.stringify(value);
const appExpose = (sync: unknown) => ({
  exposes: [
    { path: './other', assets: { js: { sync: ['other.1.js'] } } },
    { path: './app', assets: { js: { sync } } },
  ],
});

describe('remoteScripts', () => {
  it("names the entry, then ./app's first chunks beside it", () => {
    expect(
      remoteScripts('/mf/storefront/remoteEntry.js', manifest(appExpose(['app.1a2b3c4d.js']))),
    ).toEqual(['/mf/storefront/remoteEntry.js', '/mf/storefront/app.1a2b3c4d.js']);
  });

  it("takes the chunks from the manifest's public path when it names one", () => {
    expect(
      remoteScripts(
        '/mf/storefront/remoteEntry.js',
        manifest({ ...appExpose(['app.js']), metaData: { publicPath: '/static/store/' } }),
      ),
    ).toEqual(['/mf/storefront/remoteEntry.js', '/static/store/app.js']);
  });

  it('names nothing for a manifest that is no JSON, has no ./app, or odd file names', () => {
    expect(remoteScripts('/mf/a/remoteEntry.js', '{')).toEqual([]);
    expect(remoteScripts('/mf/a/remoteEntry.js', manifest({ exposes: [] }))).toEqual([]);
    expect(
      remoteScripts('/mf/a/remoteEntry.js', manifest(appExpose(['"><script>', 42, 'ok.js']))),
    ).toEqual(['/mf/a/remoteEntry.js', '/mf/a/ok.js']);
  });
});

describe('remoteManifestPath', () => {
  it('finds the manifest beside the entry', () => {
    expect(remoteManifestPath('/mf/storefront/remoteEntry.js')).toBe(
      '/mf/storefront/mf-manifest.json',
    );
  });
});
