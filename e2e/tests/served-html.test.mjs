// The HTML the portal sends for its public pages, as an HTML validator reads it: what a crawler,
// a reader without scripts and assistive technology get before any script has run.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { HtmlValidate } from 'html-validate';

import { portalUrl } from '../support/session.mjs';
import { newRegionBooklet, newRegionWithIntro } from '../support/storefront-data.mjs';

const validator = new HtmlValidate({
  extends: ['html-validate:standard'],
  rules: {
    // The shell's own markup is not what these pages are checked for; the standard's rules are.
    'no-trailing-whitespace': 'off',
  },
});

/** The validator's findings on the page at `path`, as `rule: message (line:column)` lines. */
async function findingsOn(path) {
  const response = await fetch(`${portalUrl}${path}`);
  assert.equal(response.status, 200, path);
  const report = await validator.validateString(await response.text());
  return report.results.flatMap((result) =>
    result.messages.map(
      (message) =>
        `${path} ${message.ruleId}: ${message.message} (${message.line}:${message.column})`,
    ),
  );
}

describe('the HTML of the public pages', { skip: !portalUrl && 'PORTAL_URL is not set' }, () => {
  it('is valid HTML on Home, a regional page and the legal notice, in both languages', async () => {
    const { region, path } = await newRegionWithIntro();
    await newRegionBooklet(region, { cover: true });
    const found = [];
    for (const page of ['/', path, '/legal-notice']) {
      for (const query of ['', '?lang=en-US']) found.push(...(await findingsOn(`${page}${query}`)));
    }
    assert.deepEqual(found, []);
  });

  it('has one main element a reader sees, with or without scripts', async () => {
    for (const page of ['/', '/legal-notice']) {
      const html = await (await fetch(`${portalUrl}${page}`)).text();
      assert.equal(html.match(/<main\b/g)?.length, 1, page);
    }
  });
});
