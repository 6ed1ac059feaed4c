import type {
  DataSource,
  EntityManager,
  EntityTarget,
  FindOptionsRelations,
  FindOptionsWhere,
} from 'typeorm';

import { isUniqueViolation } from '../../errors/database-errors.js';
import { IdempotencyErrorCode, IdempotencyException } from './idempotency.exception.js';
import { requestFingerprint } from './idempotency-key.js';

/** The columns a record keeps of the Idempotency-Key it was created with (unique key). */
export interface IdempotencyColumns {
  idempotencyKey: string | null;
  /** The fingerprint of the request the key came with; null on orders older than it. */
  idempotencyFingerprint: string | null;
}

/** An answer, and whether it repeats the one the key's first request got. */
export interface Replayable<T> {
  answer: T;
  replayed: boolean;
}

/** A creation that an Idempotency-Key makes happen once. */
export interface OnceRequest<Entity extends IdempotencyColumns, T> {
  /** Where the key is stored: the records it creates. */
  entity: EntityTarget<Entity>;
  /** The client's key (idempotencyKeyOf); without one every request creates. */
  key: string | undefined;
  /** What the request asked for: a repeat of the key must ask the same (else 422). */
  request: unknown;
  /** What an earlier record loads with for its answer. */
  relations?: FindOptionsRelations<Entity>;
  /** The answer a repeat gets, from the record the key created. */
  replay: (earlier: Entity) => T;
  /** Creates the record within the transaction, storing the key's columns with it. */
  create: (manager: EntityManager, columns: IdempotencyColumns) => Promise<T>;
}

/** The columns of a record created without a key. */
export const WITHOUT_KEY: IdempotencyColumns = {
  idempotencyKey: null,
  idempotencyFingerprint: null,
};

/**
 * Creates in one transaction; with an Idempotency-Key only once: repeats of the key queue on an
 * advisory lock of its own (per table) and answer the record the first one created, a repeat that
 * still raced it past the lock loses on the unique key and answers it too, and a repeat with
 * another request is refused (422).
 */
export async function createOnce<Entity extends IdempotencyColumns, T>(
  dataSource: DataSource,
  once: OnceRequest<Entity, T>,
): Promise<Replayable<T>> {
  const { key } = once;
  if (!key) {
    const answer = await dataSource.transaction((manager) => once.create(manager, WITHOUT_KEY));
    return { answer, replayed: false };
  }
  const fingerprint = requestFingerprint(once.request);
  const earlierAnswer = async (manager: EntityManager): Promise<Replayable<T> | undefined> => {
    const earlier = await manager
      .getRepository(once.entity)
      .createQueryBuilder('earlier')
      .setFindOptions({
        where: { idempotencyKey: key } as FindOptionsWhere<Entity>,
        relations: once.relations,
      })
      // Also where the entity leaves the column out of its reads.
      .addSelect('earlier.idempotencyFingerprint')
      .getOne();
    if (!earlier) return undefined;
    const firstRequest = earlier.idempotencyFingerprint;
    if (firstRequest !== null && firstRequest !== fingerprint) {
      throw new IdempotencyException(IdempotencyErrorCode.KEY_REUSED);
    }
    return { answer: once.replay(earlier), replayed: true };
  };
  // A repeat costs no transaction.
  const repeated = await earlierAnswer(dataSource.manager);
  if (repeated) return repeated;
  try {
    return await dataSource.transaction(async (manager) => {
      const table = manager.getRepository(once.entity).metadata.tableName;
      await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`${table}:${key}`]);
      const earlier = await earlierAnswer(manager);
      if (earlier) return earlier;
      const columns = { idempotencyKey: key, idempotencyFingerprint: fingerprint };
      return { answer: await once.create(manager, columns), replayed: false };
    });
  } catch (error) {
    // The repeat's statements rolled back; the first one's record stands.
    if (!isUniqueViolation(error)) throw error;
    const earlier = await earlierAnswer(dataSource.manager);
    if (!earlier) throw error;
    return earlier;
  }
}
