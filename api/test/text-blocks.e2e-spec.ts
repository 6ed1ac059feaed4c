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
      (block: { canonical: string }) => block.canonical === 'legal-notice',
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
      message: 'Die Kennung «contact» hat bereits ein anderer Text-Block',
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
    expect(renamed.body.message).toBe("Another text block already has the canonical 'home'");
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
});
