import request from 'supertest';
import { DataSource } from 'typeorm';

import { TextBlock } from '../src/modules/text-blocks/entities/text-block.entity.js';

import { DEMO, login } from './support/login.js';
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

  it('never shows a visitor the internal notes, but shows them to a franchisee', async () => {
    await t.app
      .get(DataSource)
      .getRepository(TextBlock)
      .update({ canonical: 'home' }, { internalNotes: 'Nur intern' });
    const visitor = await request(t.server).get('/api/v1/text-block?canonical=home').expect(200);
    expect(visitor.body).not.toHaveProperty('internalNotes');
    const { token } = await login(t.server, DEMO.franchisee);
    const staff = await request(t.server)
      .get('/api/v1/text-block?canonical=home')
      .set('Authorization', `Bearer ${token}`)
      .expect(200);
    expect(staff.body).toHaveProperty('internalNotes', 'Nur intern');
  });

  it('lists all text blocks to a franchisee only', async () => {
    const anonymous = await request(t.server).get('/api/v1/text-block').expect(401);
    expect(anonymous.body.message).toBe('Bitte melden Sie sich an');
    const company = await login(t.server, DEMO.company);
    await request(t.server)
      .get('/api/v1/text-block')
      .set('Authorization', `Bearer ${company.token}`)
      .expect(403);
    const franchisee = await login(t.server, DEMO.franchisee);
    const list = await request(t.server)
      .get('/api/v1/text-block')
      .set('Authorization', `Bearer ${franchisee.token}`)
      .expect(200);
    expect(list.body.map((block: { canonical: string }) => block.canonical)).toEqual(
      expect.arrayContaining(['home', 'legal-notice', 'contact', 'become-partner']),
    );
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
