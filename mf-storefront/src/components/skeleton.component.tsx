import { keyframes, styled, useTranslation } from '@gb/shell/platform';

/**
 * The grey box a skeleton is drawn with. Skeletons hold the place of content whose data is on
 * its way, in the content's final size, so nothing moves when it arrives; they are hidden from
 * assistive technology (the page's one loading status speaks for them).
 */
const pulse = keyframes`
  from { opacity: 1; }
  to { opacity: 0.55; }
`;

export const SkeletonBox = styled.div`
  border-radius: ${({ theme }) => theme.radii.m};
  background: ${({ theme }) => theme.colors.surface};
  animation: ${pulse} 0.9s ease-in-out infinite alternate;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

/** A line of text in the body font: the height of one line of a paragraph. */
export const SkeletonLine = styled(SkeletonBox)<{ $width?: string }>`
  width: ${({ $width }) => $width ?? '100%'};
  height: 1em;
  margin: 0.25em 0;
  border-radius: ${({ theme }) => theme.radii.s};
`;

/** "Wird geladen…" said once, politely, for the skeletons of a page; not shown. */
export function LoadingStatus() {
  const { t } = useTranslation();
  return <VisuallyHidden role="status">{t('common.loading')}</VisuallyHidden>;
}

const VisuallyHidden = styled.p`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;
