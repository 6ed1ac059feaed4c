import { formatDecimal, type Booklet } from '@gb/contracts';
import { ACTIVATION_CODES_PER_REQUEST, activationCodeRequestSchema } from '@gb/contracts/schemas';
import { asLocale, styled, useTranslation } from '@gb/shell/platform';
import {
  Card,
  CardHeading,
  FormCard,
  FormNumberField,
  Muted,
  saveObjectUrl,
  toast,
} from '@gb/shell/platform/kit';

import {
  useGenerateActivationCodesMutation,
  useGetActivationCodeCountsQuery,
} from './booklets.api';

/**
 * The copies' activation codes, for franchisees: how many exist, are activated and redeemed, and
 * a print run's new codes, downloaded once as a CSV file for the printer.
 */
export function ActivationCodesCard({ booklet }: { booklet: Booklet }) {
  const { t, i18n } = useTranslation();
  const { data: counts } = useGetActivationCodeCountsQuery(booklet.id);
  const [generate] = useGenerateActivationCodesMutation();
  const number = (value: number) => formatDecimal(value, asLocale(i18n.language));
  const names = { region: booklet.regionName, year: booklet.year };
  const figures = counts && [
    { key: 'created', label: t('bookletAdmin.codesCreated'), value: counts.created },
    { key: 'activated', label: t('bookletAdmin.codesActivated'), value: counts.activated },
    { key: 'redeemed', label: t('bookletAdmin.codesRedeemed'), value: counts.redeemed },
    { key: 'redemptions', label: t('bookletAdmin.redemptions'), value: counts.redemptions },
  ];
  return (
    <>
      <Card aria-labelledby="booklet-codes-title">
        <CardHeading id="booklet-codes-title">{t('bookletAdmin.activationCodes')}</CardHeading>
        {figures ? (
          <Figures>
            {figures.map(({ key, label, value }) => (
              <div key={key}>
                <dt>{label}</dt>
                <dd data-testid={`codes-${key}`}>{number(value)}</dd>
              </div>
            ))}
          </Figures>
        ) : (
          <Muted role="status">{t('common.loading')}</Muted>
        )}
      </Card>
      <FormCard
        title={t('bookletAdmin.printRunCodes')}
        schema={activationCodeRequestSchema}
        values={{ quantity: Number.NaN }}
        alwaysEditing
        resetAfterSave
        submitLabel={t('bookletAdmin.generateCodes')}
        onSave={async ({ quantity }) => {
          const { url } = await generate({ bookletId: booklet.id, quantity }).unwrap();
          saveObjectUrl(url, `${t('bookletAdmin.codesFileName', names)}.csv`);
          toast.success(t('bookletAdmin.codesGenerated', { num: number(quantity) }));
        }}
      >
        <Muted>{t('bookletAdmin.codesOnce')}</Muted>
        <FormNumberField
          name="quantity"
          label={t('fields.quantity')}
          isRequired
          minValue={1}
          maxValue={ACTIVATION_CODES_PER_REQUEST}
        />
      </FormCard>
    </>
  );
}

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(7rem, 1fr));
  gap: ${({ theme }) => theme.spacing.s};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.colors.muted};
  }

  dd {
    margin: 0;
    font-size: 1.5rem;
    font-variant-numeric: tabular-nums;
  }
`;
