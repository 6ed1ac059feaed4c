/**
 * The activation code printed in every copy of a booklet: 16 characters in four groups of four
 * (`K7QX-94HM-T2RB-5NC2`), 15 random ones and a check character. The alphabet leaves out what is
 * easily misread (0/O, 1/I/L); with its 31 characters, a prime, a weighted sum with the weights
 * 1..16 catches every single wrong character and every swap of two neighbours before any request.
 */
export const ACTIVATION_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
/** Random characters of a code (15 × log2(31) ≈ 74 bits). */
export const ACTIVATION_CODE_RANDOM_LENGTH = 15;
const CODE_LENGTH = ACTIVATION_CODE_RANDOM_LENGTH + 1;
const GROUP_LENGTH = 4;
const BASE = ACTIVATION_CODE_ALPHABET.length;

function valuesOf(characters: string): number[] {
  return [...characters].map((character) => ACTIVATION_CODE_ALPHABET.indexOf(character));
}

/** Σ weight × value, the weights counting from 1. */
function weightedSum(values: readonly number[]): number {
  return values.reduce((sum, value, index) => sum + (index + 1) * value, 0);
}

/**
 * The character that makes the weighted sum of all 16 a multiple of 31: the last weight is 16,
 * whose inverse modulo 31 is 2, so the check value is −2 × (sum of the first 15).
 */
export function activationCodeCheckCharacter(randomCharacters: string): string {
  const sum = weightedSum(valuesOf(randomCharacters));
  return ACTIVATION_CODE_ALPHABET[(((-2 * sum) % BASE) + BASE) % BASE]!;
}

/** The code as typed, in capitals without spaces and dashes. */
export function normalizeActivationCode(typed: string): string {
  return typed.toUpperCase().replace(/[\s-]/g, '');
}

/** The code grouped in fours with dashes, as it is printed. */
export function formatActivationCode(typed: string): string {
  const plain = normalizeActivationCode(typed);
  const groups = plain.match(new RegExp(`.{1,${GROUP_LENGTH}}`, 'g')) ?? [];
  return groups.join('-');
}

/** Whether a typed code is well written: 16 characters of the alphabet, the check one right. */
export function isActivationCode(typed: string): boolean {
  const plain = normalizeActivationCode(typed);
  if (plain.length !== CODE_LENGTH) return false;
  const values = valuesOf(plain);
  return values.every((value) => value >= 0) && weightedSum(values) % BASE === 0;
}

/** A printed code from 15 alphabet positions (the api draws them at random). */
export function activationCodeOf(positions: readonly number[]): string {
  const random = positions.map((position) => ACTIVATION_CODE_ALPHABET[position]!).join('');
  return formatActivationCode(random + activationCodeCheckCharacter(random));
}
