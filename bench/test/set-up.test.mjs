// A benchmark whose set-up fell short fails, whatever its size (the smoke run too).
import assert from 'node:assert/strict';
import { it } from 'node:test';

import { expectSetUp } from '../support/set-up.mjs';

it('fails a benchmark whose set-up did not reach its size, naming both sizes', () => {
  assert.throws(
    () => expectSetUp('the public voucher list', 150, 2000),
    /set-up: the public voucher list holds 150, not the 2000 this benchmark measures/,
  );
  assert.throws(() => expectSetUp('the public voucher list', undefined, 2000), /holds undefined/);
  assert.doesNotThrow(() => expectSetUp('the public voucher list', 2000, 2000));
});
