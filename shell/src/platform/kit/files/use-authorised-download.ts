import { useTranslation } from 'react-i18next';

import { errorMessage } from '../../accounts/error-message';
import { toast } from '../toast/toast-store';
import { authorisedFilesApi } from './authorised-files.api';
import { saveObjectUrl } from './save-object-url';

interface DownloadOptions {
  /** Where a refusal shows: a toast (the default), or the caller's own alert from `error`. */
  refusal?: 'toast' | 'caller';
}

/**
 * Downloads the file at an api path with the caller's token (an `<a href>` sends none), under
 * the name given (its ending added from its type when the name has none).
 */
export function useAuthorisedDownload({ refusal = 'toast' }: DownloadOptions = {}) {
  const { t } = useTranslation();
  const [fetchFile, state] = authorisedFilesApi.useDownloadAuthorisedFileMutation();
  const download = async (path: string, name: string): Promise<boolean> => {
    const result = await fetchFile(path);
    if (!result.data) {
      if (refusal === 'toast') toast.error(errorMessage(result.error) ?? t('errors.generic'));
      return false;
    }
    saveObjectUrl(result.data.url, fileName(name, result.data.type));
    return true;
  };
  return { download, downloading: state.isLoading, error: state.error };
}

/** File name endings of the types the api serves, for a name given without one. */
const ENDINGS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/svg+xml': 'svg',
  'application/pdf': 'pdf',
  'text/csv': 'csv',
};

/** `name` as given when it has an ending, else with the ending of its media type. */
export function fileName(name: string, type: string): string {
  const ending = ENDINGS[type.split(';')[0].trim()];
  return /\.[a-z0-9]{2,4}$/i.test(name) || !ending ? name : `${name}.${ending}`;
}
