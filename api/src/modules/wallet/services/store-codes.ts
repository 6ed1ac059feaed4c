import { normalizeActivationCode } from '@gb/contracts/activation-code';
import type { EntityManager } from 'typeorm';

import { ActivationCode } from '../entities/activation-code.entity.js';
import { secretHash } from './secret-hash.js';

/** Rows per insert, well below PostgreSQL's limit of bound parameters. */
const INSERT_CHUNK = 1000;

/** A copy's code as printed, and its booklet. */
export interface PrintedCode {
  bookletId: number;
  code: string;
}

/** The hash a code is kept as: of the code in capitals without spaces and dashes. */
export const codeHashOf = (code: string): string => secretHash(normalizeActivationCode(code));

/** Keeps the codes' hashes (never the codes) in the caller's transaction. */
export async function storeCodes(
  manager: EntityManager,
  codes: readonly PrintedCode[],
): Promise<void> {
  for (let start = 0; start < codes.length; start += INSERT_CHUNK) {
    await manager.getRepository(ActivationCode).insert(
      codes.slice(start, start + INSERT_CHUNK).map(({ bookletId, code }) => ({
        bookletId,
        codeHash: codeHashOf(code),
      })),
    );
  }
}
