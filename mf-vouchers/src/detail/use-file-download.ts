import { errorMessage, useTranslation } from '@gb/shell/platform';
import { toast } from '@gb/shell/platform/kit';

import { useDownloadVoucherFileMutation } from '../api/voucher-files.api';

/** Downloads a file the api serves only with the token, under the name it was uploaded with. */
export function useFileDownload() {
  const { t } = useTranslation();
  const [download, state] = useDownloadVoucherFileMutation();
  const start = async (path: string, name: string) => {
    const result = await download(path);
    if (!result.data) {
      toast.error(errorMessage(result.error) ?? t('errors.generic'));
      return;
    }
    const link = document.createElement('a');
    link.href = result.data;
    link.download = name;
    link.click();
    URL.revokeObjectURL(result.data);
  };
  return { download: start, downloading: state.isLoading };
}
