import { useState } from 'react';

interface QueryStatus {
  isSuccess: boolean;
  isError: boolean;
}

/** Whether a query has its answer, good or bad. */
const settled = (query: QueryStatus): boolean => query.isSuccess || query.isError;

/**
 * Whether all the queries have had their answer, and stays true after: a screen drawn with them
 * is not taken back for a skeleton when one of them loads again (a retry after a failure).
 */
export function useSettledOnce(...queries: QueryStatus[]): boolean {
  const [wasSettled, setWasSettled] = useState(false);
  const isSettled = queries.every(settled);
  if (isSettled && !wasSettled) setWasSettled(true);
  return isSettled || wasSettled;
}
