import { styled, useTranslation } from '@gb/shell/platform';
import { useCardField } from '@gb/shell/platform/kit';

/** The mail as a company's user reads it: subject, text, and the link line with its text. */
export function CompanyMailPreview() {
  const { t } = useTranslation();
  const subject = useCardField<string>('subject').value;
  const body = useCardField<string>('body').value;
  const linkText = useCardField<string>('linkText').value;
  const linkType = useCardField<string>('linkType').value;
  return (
    <Preview aria-labelledby="company-mail-preview-title">
      <h3 id="company-mail-preview-title">{t('companyAdmin.preview')}</h3>
      <strong>{subject}</strong>
      <Text>{body}</Text>
      {linkType !== 'none' && (
        <Text>
          {t('companyAdmin.previewLink', {
            text: linkText || t('companyAdmin.defaultLinkText'),
          })}
        </Text>
      )}
    </Preview>
  );
}

const Preview = styled.section`
  grid-column: 1 / -1;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.s};
  padding: ${({ theme }) => theme.spacing.m};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.s};

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.m};
  }
`;

const Text = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;
