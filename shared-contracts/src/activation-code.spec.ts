import {
  ACTIVATION_CODE_ALPHABET,
  activationCodeCheckCharacter,
  activationCodeOf,
  formatActivationCode,
  isActivationCode,
  normalizeActivationCode,
} from './activation-code.js';

const POSITIONS = [5, 30, 18, 27, 0, 7, 11, 14, 23, 1, 20, 9, 3, 29, 16];
const CODE = activationCodeOf(POSITIONS);

describe('activation codes', () => {
  it('prints 16 characters of the alphabet in four groups of four', () => {
    expect(CODE).toMatch(/^[2-9A-HJKMNP-Z]{4}(-[2-9A-HJKMNP-Z]{4}){3}$/);
    expect(ACTIVATION_CODE_ALPHABET).toHaveLength(31);
    expect(ACTIVATION_CODE_ALPHABET).not.toMatch(/[01ILO]/);
  });

  it('accepts the code typed in lower case, with spaces or without dashes', () => {
    expect(isActivationCode(CODE)).toBe(true);
    expect(isActivationCode(CODE.toLowerCase())).toBe(true);
    expect(isActivationCode(CODE.replace(/-/g, ' '))).toBe(true);
    expect(isActivationCode(CODE.replace(/-/g, ''))).toBe(true);
    expect(normalizeActivationCode(' k7qx-94hm ')).toBe('K7QX94HM');
    expect(formatActivationCode(CODE.replace(/-/g, '').toLowerCase())).toBe(CODE);
  });

  it('catches every single wrong character', () => {
    const plain = normalizeActivationCode(CODE);
    for (let index = 0; index < plain.length; index += 1) {
      for (const other of ACTIVATION_CODE_ALPHABET) {
        if (other === plain[index]) continue;
        const typo = plain.slice(0, index) + other + plain.slice(index + 1);
        expect(isActivationCode(typo)).toBe(false);
      }
    }
  });

  it('catches every swap of two neighbours that differ', () => {
    const plain = normalizeActivationCode(CODE);
    for (let index = 0; index + 1 < plain.length; index += 1) {
      if (plain[index] === plain[index + 1]) continue;
      const swapped =
        plain.slice(0, index) + plain[index + 1] + plain[index] + plain.slice(index + 2);
      expect(isActivationCode(swapped)).toBe(false);
    }
  });

  it('refuses characters outside the alphabet and codes of another length', () => {
    expect(isActivationCode(CODE.replace(/^./, 'O'))).toBe(false);
    expect(isActivationCode(CODE.slice(0, -1))).toBe(false);
    expect(isActivationCode(`${CODE}2`)).toBe(false);
    expect(isActivationCode('')).toBe(false);
  });

  it('makes the check character from the first 15', () => {
    const plain = normalizeActivationCode(CODE);
    expect(activationCodeCheckCharacter(plain.slice(0, 15))).toBe(plain[15]);
  });
});
