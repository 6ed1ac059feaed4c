import { authorisedFilesApi } from './authorised-files.api';

/**
 * The URL an `<img>` shows the file at the api `path` from (fetched with the caller's token);
 * undefined while it loads, when it failed, or without a path.
 */
export function useAuthorisedFileUrl(path: string | undefined): string | undefined {
  const { data } = authorisedFilesApi.useGetAuthorisedFileUrlQuery(path ?? '', { skip: !path });
  return path ? data : undefined;
}
