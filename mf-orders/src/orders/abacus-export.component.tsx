import { currentBookletYear } from '@gb/contracts';
import { Button, ErrorAlert, errorMessage, styled, useTranslation } from '@gb/shell/platform';
import { SelectField, useAuthorisedDownload } from '@gb/shell/platform/kit';
import { useState } from 'react';

const YEARS_BACK = 5;

/** The Abacus CSV of a booklet year; the current year by the August rule comes first. */
export function AbacusExport() {
  const { t } = useTranslation();
  const current = currentBookletYear(new Date());
  const [year, setYear] = useState(current);
  // A refused export shows below the button.
  const { download, downloading, error } = useAuthorisedDownload({ refusal: 'caller' });
  const years = Array.from({ length: YEARS_BACK + 1 }, (_, index) => {
    const option = current - index;
    return { value: option, label: String(option) };
  });
  const exportYear = () =>
    download(`accounting/abacus-export?year=${year}`, `abacus-export-${year}.csv`);
  return (
    <Wrapper>
      <YearField>
        <SelectField
          label={t('orderAdmin.exportYear')}
          options={years}
          value={year}
          onChange={(chosen) => setYear(chosen ?? current)}
        />
      </YearField>
      <Button
        type="button"
        $variant="plain"
        disabled={downloading}
        onClick={() => void exportYear()}
      >
        {t('orderAdmin.abacusExport')}
      </Button>
      <ErrorAlert message={error && (errorMessage(error) ?? t('errors.generic'))} />
    </Wrapper>
  );
}

const Wrapper = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.s};
  align-items: flex-end;
`;

const YearField = styled.div`
  width: 8rem;
`;
