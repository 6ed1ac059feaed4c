// A visitor's order through nginx: the form offers a booklet just made (whichever replica answers
// the list), the order is confirmed, and its mail goes out once although both replicas send.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';

import { eventually } from '@gb/test-kit';

import { decodeMail } from '../support/accounts.mjs';
import { newBooklet, uniqueTag } from '../support/fixtures.mjs';
import { portalDataDir } from '../support/login.mjs';
import { portalUrl, useBrowser } from '../support/session.mjs';
import { databaseRows, stackSkipReason } from '../support/stack-description.mjs';

const THANKS = /Ihre Bestellung haben wir erhalten, vielen Dank!/;
const REFUSED = /dieses Booklet kann nicht bestellt werden/;
const ADDRESS = {
  firstname: 'Anna',
  lastname: 'Stapel',
  street: 'Bahnhofstrasse 5',
  zip: '5000',
  city: 'Aarau',
};

/**
 * Answers the confirmation mails written to `email` in the replicas' shared data folder so far.
 * Each file is read once: a stack a benchmark used holds hundreds of them.
 */
function mailsTo(email) {
  const folder = join(portalDataDir, 'mail');
  const read = new Set();
  const found = [];
  return () => {
    let names = [];
    try {
      names = readdirSync(folder);
    } catch {
      // No mail written yet.
    }
    for (const name of names.filter((entry) => entry.includes('order-confirmation'))) {
      if (read.has(name)) continue;
      read.add(name);
      const mail = readFileSync(join(folder, name), 'utf8');
      if (mail.includes(`To: ${email}`)) found.push(decodeMail(mail));
    }
    return found;
  };
}

describe('an order through the proxy', { skip: stackSkipReason }, () => {
  const openPage = useBrowser();

  it("orders a booklet of the test's own region and writes its mail exactly once", async () => {
    const { booklet, franchisee, name } = await newBooklet();
    const email = `stack.${uniqueTag()}${uniqueTag()}@example.ch`;
    const { page } = await openPage();
    await page.goto(`${portalUrl}/#order`);
    const form = page.getByRole('form', { name: 'Booklet bestellen' });
    // Either replica answers the list: both dropped theirs when the booklet was made.
    await form.getByRole('checkbox', { name: `${name} bestellen` }).check();
    for (const [field, value] of Object.entries({ ...ADDRESS, email })) {
      const input = form.locator(`input[name="${field}"]`);
      await input.fill(value);
      await input.blur();
    }
    const submit = form.getByRole('button', { name: 'Bestellen', exact: true });
    const confirmation = form.getByRole('alert');
    // Each replica prices orders from the booklets it read a moment before and refuses one it
    // has not read yet: the visitor sends the order again (as placeOrderOfNewBooklet does).
    // Any other answer fails at once, naming what the visitor saw.
    await eventually(
      async () => {
        await submit.click();
        await confirmation.waitFor();
        const text = await confirmation.innerText();
        if (THANKS.test(text)) return true;
        assert.match(text, REFUSED, `the form answered: ${text}`);
        await form.getByRole('button', { name: 'Schliessen' }).click();
        await confirmation.waitFor({ state: 'detached' });
        return undefined;
      },
      // Each try counts against the orders a visitor may send per minute.
      { timeoutMs: 60_000, everyMs: 1000, what: `the order of ${name} taken` },
    );

    const [order] = (await franchisee.get('order')).filter(
      (candidate) => candidate.billingAddress.email === email,
    );
    assert.ok(order, 'the order is stored');
    assert.deepEqual(
      order.orderLines.map((line) => [line.bookletId, line.quantity]),
      [[booklet.id, 1]],
    );
    await confirmation.getByText(`Ihre Bestellnummer: ${order.displayOrderId}`).waitFor();

    const written = mailsTo(email);
    await eventually(() => (written().length > 0 ? true : undefined), {
      timeoutMs: 90_000,
      everyMs: 250,
      what: `the confirmation mail to ${email}`,
    });
    // Once the job queue marks its job done, no replica takes it again: the count is final.
    await eventually(
      async () => {
        const [job] = await databaseRows(
          `SELECT state FROM pgboss.job WHERE name = 'order-confirmation' AND data->>'orderId' = $1`,
          [String(order.id)],
        );
        return job?.state === 'completed' ? true : undefined;
      },
      { timeoutMs: 30_000, everyMs: 250, what: `the mail job of order ${order.id} done` },
    );
    const mails = written();
    assert.equal(mails.length, 1, 'one mail');
    assert.match(mails[0], new RegExp(order.displayOrderId));
    await page.close();
  });
});
