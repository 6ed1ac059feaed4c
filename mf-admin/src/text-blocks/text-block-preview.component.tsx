import { textParagraphs } from '@gb/contracts';
import { styled, useTranslation } from '@gb/shell/platform';

/**
 * The text as the public pages show it: the storefront's paragraphs and links, drawn from the
 * same rule (`textParagraphs`), while it is typed.
 */
export function TextBlockPreview({ text }: { text: string }) {
  const { t } = useTranslation();
  const paragraphs = textParagraphs(text);
  return (
    <Preview aria-label={t('textBlockAdmin.preview')}>
      <Heading>{t('textBlockAdmin.preview')}</Heading>
      {paragraphs.length === 0 ? (
        <Empty>{t('textBlockAdmin.previewEmpty')}</Empty>
      ) : (
        paragraphs.map((paragraph, index) => (
          <p key={index}>
            {paragraph.map((piece, at) =>
              piece.kind === 'link' ? (
                <a key={at} href={piece.href}>
                  {piece.text}
                </a>
              ) : (
                piece.text
              ),
            )}
          </p>
        ))
      )}
    </Preview>
  );
}

const Preview = styled.section`
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.m};
  padding: 0 ${({ theme }) => theme.spacing.m};
  margin: 1rem 0;
  overflow-wrap: anywhere;
`;

const Heading = styled.h3`
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const Empty = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;
