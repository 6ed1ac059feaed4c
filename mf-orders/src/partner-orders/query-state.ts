/** A query as the tables read it: loading until the first answer, an error with a retry. */
interface TableQuery {
  data?: unknown;
  isFetching: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/** The loading, error and retry props of a kit table for one query. */
export function queryState(query: TableQuery, failed: string) {
  return {
    isLoading: query.isFetching && !query.data,
    error: query.isError ? failed : undefined,
    onRetry: () => void query.refetch(),
  };
}
