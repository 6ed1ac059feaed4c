import request from 'supertest';

import { DEMO, login } from './support/login.js';
import { startTestApp, type TestApp } from './support/test-app.js';

describe('text blocks edited by staff', () => {
  let t: TestApp;
  let franchisee: string;
  let company: string;
  let designer: string;

  const staff = (token: string) => ({ Authorization: `Bearer ${token}` });

  beforeAll(async () => {
    t = await startTestApp();
    franchisee = (await login(t.server, DEMO.franchisee)).token;
    company = (await login(t.server, DEMO.company)).token;
    designer = (await login(t.server, DEMO.designer)).token;
  });

  afterAll(() => t.close());

  it('creates a block, reads it by id and by canonical, and changes it', async () => {
    const created = await request(t.server)
      .post('/api/v1/text-block')
      .set(staff(franchisee))
      .send({
        canonical: 'winter-sale',
        text: 'Erste Zeile\nZweite Zeile',
        internalNotes: 'Für den Winter',
      })
      .expect(201);
    expect(created.body).toEqual({
      id: expect.any(Number),
      canonical: 'winter-sale',
      locale: 'de-CH',
      text: 'Erste Zeile\nZweite Zeile',
      internalNotes: 'Für den Winter',
    });
    const id = created.body.id as number;
    const byId = await request(t.server)
      .get(`/api/v1/text-block/${id}`)
      .set(staff(franchisee))
      .expect(200);
    expect(byId.body).toEqual(created.body);

    const changed = await request(t.server)
      .put(`/api/v1/text-block/${id}`)
      .set(staff(franchisee))
      .send({ canonical: 'winter-sale', text: 'Neu', internalNotes: 'geändert' })
      .expect(200);
    expect(changed.body).toEqual({
      id,
      canonical: 'winter-sale',
      locale: 'de-CH',
      text: 'Neu',
      internalNotes: 'geändert',
    });
    const list = await request(t.server)
      .get('/api/v1/text-block')
      .set(staff(franchisee))
      .expect(200);
    expect(list.body).toContainEqual(changed.body);
  });

  it('shows a changed block on the public call at once, never with its internal notes', async () => {
    const list = await request(t.server)
      .get('/api/v1/text-block')
      .set(staff(franchisee))
      .expect(200);
    const legal = list.body.find(
      (block: { canonical: string; locale: string }) =>
        block.canonical === 'legal-notice' && block.locale === 'de-CH',
    );
    const before = await request(t.server)
      .get('/api/v1/text-block?canonical=legal-notice')
      .expect(200);
    expect(before.headers['cache-control']).toBe('no-cache');
    await request(t.server)
      .put(`/api/v1/text-block/${legal.id}`)
      .set(staff(franchisee))
      .send({
        canonical: 'legal-notice',
        text: 'Impressum neu\nZeile zwei',
        internalNotes: 'Geheim',
      })
      .expect(200);
    const after = await request(t.server)
      .get('/api/v1/text-block?canonical=legal-notice')
      .expect(200);
    expect(after.body).toEqual({
      id: legal.id,
      canonical: 'legal-notice',
      locale: 'de-CH',
      text: 'Impressum neu\nZeile zwei',
    });
    expect(JSON.stringify(after.body)).not.toContain('Geheim');
    // A partner company's user is no visitor of another kind: no notes either.
    const asCompany = await request(t.server)
      .get('/api/v1/text-block?canonical=legal-notice')
      .set(staff(company))
      .expect(200);
    expect(asCompany.body).not.toHaveProperty('internalNotes');
  });

  it('refuses a canonical another block has with 409 naming it, on create and on change', async () => {
    const taken = await request(t.server)
      .post('/api/v1/text-block')
      .set(staff(franchisee))
      .send({ canonical: 'contact', text: 'x', internalNotes: '' })
      .expect(409);
    expect(taken.body).toEqual({
      statusCode: 409,
      message: 'Die Kennung «contact» hat bereits ein anderer Text-Block (de-CH)',
    });
    const own = await request(t.server)
      .post('/api/v1/text-block')
      .set(staff(franchisee))
      .send({ canonical: 'spring-sale', text: 'x', internalNotes: '' })
      .expect(201);
    const renamed = await request(t.server)
      .put(`/api/v1/text-block/${own.body.id}`)
      .set(staff(franchisee))
      .set('Accept-Language', 'en-US')
      .send({ canonical: 'home', text: 'x', internalNotes: '' })
      .expect(409);
    expect(renamed.body.message).toBe(
      "Another text block already has the canonical 'home' (de-CH)",
    );
  });

  it('takes a canonical only as a lower-case slug', async () => {
    const response = await request(t.server)
      .post('/api/v1/text-block')
      .set(staff(franchisee))
      .set('Accept-Language', 'en-US')
      .send({ canonical: 'Legal Notice', text: 'x', internalNotes: '' })
      .expect(400);
    expect(response.body.errors).toEqual([
      "Canonical may only hold lower-case letters, digits and single hyphens (e.g. 'legal-notice')",
    ]);
  });

  it('keeps a subject block (canonical ending in -subject) on one line', async () => {
    const refused = await request(t.server)
      .post('/api/v1/text-block')
      .set(staff(franchisee))
      .send({ canonical: 'order-mail-subject', text: 'Ihre Bestellung\nDanke', internalNotes: '' })
      .expect(400);
    expect(refused.body.errors).toEqual(['Text darf keine Zeilenumbrüche enthalten']);
    const created = await request(t.server)
      .post('/api/v1/text-block')
      .set(staff(franchisee))
      .send({ canonical: 'order-mail-subject', text: 'Ihre Bestellung', internalNotes: 'Betreff' })
      .expect(201);
    await request(t.server)
      .put(`/api/v1/text-block/${created.body.id}`)
      .set(staff(franchisee))
      .send({ canonical: 'order-mail-subject', text: 'Ihre\r\nBestellung', internalNotes: '' })
      .expect(400);
  });

  it('answers an unknown id with 404 and lets only franchisees and admins write', async () => {
    const missing = await request(t.server)
      .get('/api/v1/text-block/999999')
      .set(staff(franchisee))
      .expect(404);
    expect(missing.body.message).toBe('Nicht gefunden');
    await request(t.server)
      .put('/api/v1/text-block/999999')
      .set(staff(franchisee))
      .send({ canonical: 'x', text: 'x', internalNotes: '' })
      .expect(404);
    const body = { canonical: 'sneaky', text: 'x', internalNotes: '' };
    for (const token of [company, designer]) {
      await request(t.server).post('/api/v1/text-block').set(staff(token)).send(body).expect(403);
      await request(t.server).get('/api/v1/text-block/1').set(staff(token)).expect(403);
      await request(t.server).put('/api/v1/text-block/1').set(staff(token)).send(body).expect(403);
    }
    await request(t.server).post('/api/v1/text-block').send(body).expect(401);
    const admin = (await login(t.server, DEMO.admin)).token;
    await request(t.server).post('/api/v1/text-block').set(staff(admin)).send(body).expect(201);
  });

  describe('in English', () => {
    it('answers the English version where there is one and the German one otherwise', async () => {
      const english = await request(t.server)
        .get('/api/v1/text-block?canonical=contact&locale=en-US')
        .expect(200);
      expect(english.body).toEqual({
        id: expect.any(Number),
        canonical: 'contact',
        locale: 'en-US',
        text: expect.stringMatching(/^Do you have a question about your order or a voucher\?/),
      });
      const fallback = await request(t.server)
        .get('/api/v1/text-block?canonical=outlets&locale=en-US')
        .expect(200);
      expect(fallback.body).toMatchObject({ canonical: 'outlets', locale: 'de-CH' });
      const german = await request(t.server)
        .get('/api/v1/text-block?canonical=contact')
        .expect(200);
      expect(german.body.locale).toBe('de-CH');
      await request(t.server).get('/api/v1/text-block?canonical=contact&locale=fr-CH').expect(400);
    });

    it('creates a translation of a German block, public at once, never with its notes', async () => {
      const created = await request(t.server)
        .post('/api/v1/text-block')
        .set(staff(franchisee))
        .send({
          canonical: 'outlets',
          locale: 'en-US',
          text: 'You can also buy the booklets at these shops.',
          internalNotes: 'Translated by the office',
        })
        .expect(201);
      expect(created.body).toEqual({
        id: expect.any(Number),
        canonical: 'outlets',
        locale: 'en-US',
        text: 'You can also buy the booklets at these shops.',
        internalNotes: 'Translated by the office',
      });
      const read = await request(t.server)
        .get('/api/v1/text-block?canonical=outlets&locale=en-US')
        .expect(200);
      expect(read.body).toEqual({
        id: created.body.id,
        canonical: 'outlets',
        locale: 'en-US',
        text: 'You can also buy the booklets at these shops.',
      });
    });

    it('refuses a second English version with 409 in both languages, and English without German', async () => {
      const body = { canonical: 'home', locale: 'en-US', text: 'Again', internalNotes: '' };
      const german = await request(t.server)
        .post('/api/v1/text-block')
        .set(staff(franchisee))
        .send(body)
        .expect(409);
      expect(german.body.message).toBe(
        'Die Kennung «home» hat bereits ein anderer Text-Block (en-US)',
      );
      const english = await request(t.server)
        .post('/api/v1/text-block')
        .set(staff(franchisee))
        .set('Accept-Language', 'en-US')
        .send(body)
        .expect(409);
      expect(english.body.message).toBe(
        "Another text block already has the canonical 'home' (en-US)",
      );
      const orphan = await request(t.server)
        .post('/api/v1/text-block')
        .set(staff(franchisee))
        .set('Accept-Language', 'en-US')
        .send({ canonical: 'summer-sale', locale: 'en-US', text: 'x', internalNotes: '' })
        .expect(400);
      expect(orphan.body.message).toBe(
        "A translation needs the German text block 'summer-sale': create that one first",
      );
    });

    it('lists every language for staff, or one, and renames translations with their German block', async () => {
      const all = await request(t.server)
        .get('/api/v1/text-block')
        .set(staff(franchisee))
        .expect(200);
      const home = all.body.filter((block: { canonical: string }) => block.canonical === 'home');
      expect(home.map((block: { locale: string }) => block.locale)).toEqual(['de-CH', 'en-US']);
      const english = await request(t.server)
        .get('/api/v1/text-block?locale=en-US')
        .set(staff(franchisee))
        .expect(200);
      expect(english.body.length).toBeGreaterThan(0);
      expect(english.body.every((block: { locale: string }) => block.locale === 'en-US')).toBe(
        true,
      );

      const original = await request(t.server)
        .post('/api/v1/text-block')
        .set(staff(franchisee))
        .send({ canonical: 'autumn-sale', text: 'Herbst', internalNotes: '' })
        .expect(201);
      const translation = await request(t.server)
        .post('/api/v1/text-block')
        .set(staff(franchisee))
        .send({ canonical: 'autumn-sale', locale: 'en-US', text: 'Autumn', internalNotes: '' })
        .expect(201);
      const renamedAlone = await request(t.server)
        .put(`/api/v1/text-block/${translation.body.id}`)
        .set(staff(franchisee))
        .send({ canonical: 'fall-sale', text: 'Fall', internalNotes: '' })
        .expect(400);
      expect(renamedAlone.body.message).toBe(
        'Die Kennung einer Übersetzung folgt dem deutschen Text-Block: Ändern Sie sie dort',
      );
      await request(t.server)
        .put(`/api/v1/text-block/${original.body.id}`)
        .set(staff(franchisee))
        .send({ canonical: 'fall-sale', text: 'Herbst', internalNotes: '' })
        .expect(200);
      const moved = await request(t.server)
        .get('/api/v1/text-block?canonical=fall-sale&locale=en-US')
        .expect(200);
      expect(moved.body).toMatchObject({
        id: translation.body.id,
        locale: 'en-US',
        text: 'Autumn',
      });
      // Changing the translation's text keeps its language.
      const changed = await request(t.server)
        .put(`/api/v1/text-block/${translation.body.id}`)
        .set(staff(franchisee))
        .send({ canonical: 'fall-sale', text: 'Fall deals', internalNotes: 'x' })
        .expect(200);
      expect(changed.body).toMatchObject({ locale: 'en-US', text: 'Fall deals' });
    });

    it('keeps an English subject block on one line too', async () => {
      await request(t.server)
        .post('/api/v1/text-block')
        .set(staff(franchisee))
        .send({ canonical: 'invoice-subject', text: 'Ihre Rechnung', internalNotes: '' })
        .expect(201);
      const refused = await request(t.server)
        .post('/api/v1/text-block')
        .set(staff(franchisee))
        .set('Accept-Language', 'en-US')
        .send({
          canonical: 'invoice-subject',
          locale: 'en-US',
          text: 'Your\ninvoice',
          internalNotes: '',
        })
        .expect(400);
      expect(refused.body.errors).toEqual(['Text must not contain line breaks']);
      await request(t.server)
        .post('/api/v1/text-block')
        .set(staff(franchisee))
        .send({
          canonical: 'invoice-subject',
          locale: 'en-US',
          text: 'Your invoice',
          internalNotes: '',
        })
        .expect(201);
    });
  });
});
