import request from 'supertest';

import { startTestApp, type TestApp } from './support/test-app.js';

describe('client configuration', () => {
  let t: TestApp;

  afterEach(() => t.close());

  it('names swisstopo tiles for the map by default', async () => {
    t = await startTestApp();
    const response = await request(t.server).get('/api/v1/client-config').expect(200);
    expect(response.body).toEqual({
      mapTileUrl: expect.stringMatching(/^https:\/\/wmts\.geo\.admin\.ch\/.*\{z\}\/\{x\}\/\{y\}/),
    });
  });

  it('hands the browser the MAP_TILE_URL of the deployment', async () => {
    t = await startTestApp({ MAP_TILE_URL: 'https://tiles.example.ch/{z}/{x}/{y}.png' });
    const response = await request(t.server).get('/api/v1/client-config').expect(200);
    expect(response.body.mapTileUrl).toBe('https://tiles.example.ch/{z}/{x}/{y}.png');
  });
});
