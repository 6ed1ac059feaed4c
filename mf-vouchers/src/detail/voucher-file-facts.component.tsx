import type { VoucherImageHint } from '@gb/contracts';
import { asLocale, styled, useTranslation } from '@gb/shell/platform';

import { useGetVoucherFileMetaQuery, type VoucherFileRef } from '../api/voucher-files.api';

const HINT_KEYS: Record<VoucherImageHint, string> = {
  imageTooSmall: 'voucher.hintImageTooSmall',
  imageFormat: 'voucher.hintImageFormat',
  logoTooNarrow: 'voucher.hintLogoTooNarrow',
};

/** Bytes as the reader's locale writes kilobytes or megabytes. */
export function formatFileSize(bytes: number, locale: string): string {
  const megabytes = bytes >= 1_000_000;
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: megabytes ? 'megabyte' : 'kilobyte',
    maximumFractionDigits: 1,
  }).format(bytes / (megabytes ? 1_000_000 : 1_000));
}

/** A stored file's name, size and pixels, and what it falls short of (spec section 5). */
export function VoucherFileFacts({ file }: { file: VoucherFileRef }) {
  const { t, i18n } = useTranslation();
  const { data: meta } = useGetVoucherFileMetaQuery(file);
  if (!meta) return null;
  const size = formatFileSize(meta.size, asLocale(i18n.language));
  return (
    <Facts>
      <span>{t('voucher.fileFacts', { name: meta.originalName, size })}</span>
      {meta.width !== null && meta.height !== null && (
        <span>{t('voucher.pixels', { width: meta.width, height: meta.height })}</span>
      )}
      {meta.hints.map((hint) => (
        <Hint key={hint} data-hint={hint}>
          {t(HINT_KEYS[hint])}
        </Hint>
      ))}
    </Facts>
  );
}

const Facts = styled.div`
  display: flex;
  color: ${({ theme }) => theme.colors.muted};
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
  overflow-wrap: anywhere;
`;

const Hint = styled.span`
  padding-left: ${({ theme }) => theme.spacing.s};
  border-left: 3px solid ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.text};
`;
