import request from 'supertest';

import { startTestApp, type TestApp } from './support/test-app.js';

describe('regions, voucher categories and text blocks', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });

  afterAll(() => t.close());

  it('lists the five regions by sortId', async () => {
    const response = await request(t.server).get('/api/v1/region').expect(200);
    expect(response.body.map((region: { canonical: string }) => region.canonical)).toEqual([
      'aarau-baden',
      'freiamt-seetal',
      'sempachersee',
      'zugerland',
      'winterthur',
    ]);
  });

  it('lists the voucher categories by priority with their colours', async () => {
    const response = await request(t.server).get('/api/v1/voucher-category').expect(200);
    const priorities = response.body.map((category: { priority: number }) => category.priority);
    expect(response.body.length).toBeGreaterThanOrEqual(8);
    expect(priorities).toEqual([...priorities].sort((a, b) => a - b));
    expect(response.body[0]).toEqual({
      id: expect.any(Number),
      title: 'Restaurant',
      color: '#d70023',
      priority: 10,
    });
  });

  it('answers a text block by its canonical', async () => {
    const response = await request(t.server).get('/api/v1/text-block?canonical=home').expect(200);
    expect(response.body).toMatchObject({
      canonical: 'home',
      text: expect.stringContaining('Zwei geniessen'),
    });
  });

  it('answers a missing text block with 404 naming it in the request locale', async () => {
    const german = await request(t.server)
      .get('/api/v1/text-block?canonical=winter-sale')
      .expect(404);
    expect(german.body).toEqual({
      statusCode: 404,
      message: 'Text-Block nicht gefunden: winter-sale',
    });
    const english = await request(t.server)
      .get('/api/v1/text-block?canonical=winter-sale')
      .set('Accept-Language', 'en-US')
      .expect(404);
    expect(english.body).toEqual({ statusCode: 404, message: 'Text block not found: winter-sale' });
  });

  it('does not seed a second time on a restart of the same database', async () => {
    const { SeedService } = await import('../src/modules/seed/seed.service.js');
    expect(await t.app.get(SeedService).seedIfEmpty(new Date())).toBe(false);
    const response = await request(t.server).get('/api/v1/region').expect(200);
    expect(response.body).toHaveLength(5);
  });
});
