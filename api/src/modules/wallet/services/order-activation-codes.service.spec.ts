import { isActivationCode } from '@gb/contracts/activation-code';

import { orderCopyCode } from './order-activation-codes.service.js';

const SECRET = 'a-secret-of-at-least-thirty-two-characters';

describe('the activation code of an ordered copy', () => {
  it('is the same each time it is derived, with a right check character', () => {
    const code = orderCopyCode(SECRET, 41, 2);
    expect(orderCopyCode(SECRET, 41, 2)).toBe(code);
    expect(code).toMatch(/^[2-9A-HJKMNP-Z]{4}(-[2-9A-HJKMNP-Z]{4}){3}$/);
    expect(isActivationCode(code)).toBe(true);
  });

  it('differs between copies, orders and secrets', () => {
    const codes = new Set<string>();
    for (let order = 1; order <= 50; order += 1) {
      for (let copy = 1; copy <= 20; copy += 1) codes.add(orderCopyCode(SECRET, order, copy));
    }
    expect(codes.size).toBe(1000);
    expect(orderCopyCode(`${SECRET}!`, 1, 1)).not.toBe(orderCopyCode(SECRET, 1, 1));
    expect(orderCopyCode(SECRET, 12, 1)).not.toBe(orderCopyCode(SECRET, 1, 21));
  });
});
