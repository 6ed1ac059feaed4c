import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

import { Button } from '../../ui/button.component';
import { FormNumberField, useCardField } from '../form/form-fields';
import { useGetMapTilesQuery } from './map-tiles.api';

// OpenLayers travels only with the map, never with a list or the rest of a page.
const PositionMap = lazy(() => import('./position-map.component'));

/** About a metre: what the map sets and the fields keep. */
const DECIMALS = 5;

/**
 * The `lon` and `lat` of the form card around it, on a map and as two number fields: a click or
 * a drag on the map sets both, and a keyboard user types them. The card's schema checks them
 * (inside Switzerland) and each field shows its own message.
 */
export function FormMapPosition() {
  const { t } = useTranslation();
  const { data: config } = useGetMapTilesQuery();
  const lon = useCardField<number | null>('lon');
  const lat = useCardField<number | null>('lat');
  const position =
    typeof lon.value === 'number' && typeof lat.value === 'number'
      ? { lon: lon.value, lat: lat.value }
      : null;
  const editing = !lon.isReadOnly;
  return (
    <Area>
      {config && (
        <Suspense fallback={<p role="status">{t('common.loading')}</p>}>
          <PositionMap
            tileUrl={config.mapTileUrl}
            position={position}
            onChange={
              editing
                ? (next) => {
                    lon.onChange(next.lon);
                    lat.onChange(next.lat);
                  }
                : undefined
            }
          />
        </Suspense>
      )}
      <p aria-live="polite">
        {position
          ? t('kit.position', { lat: position.lat, lon: position.lon })
          : t('kit.noPosition')}
      </p>
      {editing && <Hint>{t('kit.mapHint')}</Hint>}
      <Coordinates>
        <FormNumberField
          name="lon"
          label={t('fields.lon')}
          step={0.00001}
          maximumFractionDigits={DECIMALS}
        />
        <FormNumberField
          name="lat"
          label={t('fields.lat')}
          step={0.00001}
          maximumFractionDigits={DECIMALS}
        />
      </Coordinates>
      {editing && position && (
        <Button
          type="button"
          $variant="plain"
          onClick={() => {
            lon.onChange(null);
            lat.onChange(null);
          }}
        >
          {t('kit.clearPosition')}
        </Button>
      )}
    </Area>
  );
}

const Area = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-direction: column;
  align-items: stretch;
  gap: ${({ theme }) => theme.spacing.s};

  p {
    margin: 0;
  }

  & > button {
    align-self: flex-start;
  }
`;

const Coordinates = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.m};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 10rem), 1fr));
`;

const Hint = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.s};
`;
