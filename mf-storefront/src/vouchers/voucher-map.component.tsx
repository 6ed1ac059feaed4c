import { createGlobalStyle, styled, useTranslation } from '@gb/shell/platform';
import type { PublicVoucher, VoucherCategory } from '@gb/contracts';
import Feature from 'ol/Feature';
import OlMap from 'ol/Map';
import Overlay from 'ol/Overlay';
import View from 'ol/View';
import { platformModifierKeyOnly } from 'ol/events/condition';
import { createEmpty, extend, isEmpty } from 'ol/extent';
import Point from 'ol/geom/Point';
import { defaults as defaultInteractions, MouseWheelZoom } from 'ol/interaction';
import TileLayer from 'ol/layer/Tile';
import VectorLayer from 'ol/layer/Vector';
import { fromLonLat } from 'ol/proj';
import VectorSource from 'ol/source/Vector';
import XYZ from 'ol/source/XYZ';
import openLayersStyles from 'ol/ol.css?inline';
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';

import { useGetClientConfigQuery } from '../api/client-config.api';
import { dotStyles, MAP_ZOOM } from './voucher-map-style';

/** Hover must rest this long before the tooltip shows (spec: 150 ms). */
export const TOOLTIP_DELAY_MS = 150;
const VOUCHER_ID = 'voucherId';

interface VoucherMapProps {
  vouchers: readonly PublicVoucher[];
  categories: readonly VoucherCategory[];
  onOpen: (voucherId: number) => void;
}

function layersFor(
  vouchers: readonly PublicVoucher[],
  categories: readonly VoucherCategory[],
  view: View,
) {
  return categories.map((category) => {
    const features = vouchers
      .filter((v) => v.voucherCategoryId === category.id && v.lon !== null && v.lat !== null)
      .map((v) => {
        const feature = new Feature(new Point(fromLonLat([v.lon!, v.lat!])));
        feature.set(VOUCHER_ID, v.id);
        return feature;
      });
    const styleAt = dotStyles(category.color);
    return new VectorLayer({
      source: new VectorSource({ features }),
      // The radius follows the zoom; the view knows the zoom of a resolution.
      style: (_feature, resolution) => styleAt(view.getZoomForResolution(resolution) ?? 0),
      properties: { categoryId: category.id },
    });
  });
}

/** Swiss tiles with one coloured point layer per category; the dots show even when tiles fail. */
export function VoucherMap({ vouchers, categories, onOpen }: VoucherMapProps) {
  const { t } = useTranslation();
  const { data: config } = useGetClientConfigQuery();
  const element = useRef<HTMLDivElement>(null);
  // OpenLayers moves its overlay's element into the map; React must not own that element, so the
  // tooltip renders through a portal into an element the map's effect creates and discards.
  const [tooltipElement, setTooltipElement] = useState<HTMLDivElement | null>(null);
  const [featureCount, setFeatureCount] = useState(0);
  const [tooltip, setTooltip] = useState<PublicVoucher | null>(null);
  const [tilesFailed, setTilesFailed] = useState(false);
  const onOpenRef = useRef(onOpen);
  onOpenRef.current = onOpen;

  useEffect(() => {
    if (!element.current || !config) return;
    const tooltipHost = document.createElement('div');
    const byId = new Map(vouchers.map((voucher) => [voucher.id, voucher]));
    const view = new View({ zoom: MAP_ZOOM.start, minZoom: MAP_ZOOM.min, maxZoom: MAP_ZOOM.max });
    const pointLayers = layersFor(vouchers, categories, view);
    const overlay = new Overlay({
      element: tooltipHost,
      offset: [12, 0],
      positioning: 'center-left',
    });
    const tiles = new XYZ({
      url: config.mapTileUrl,
      attributions: '© swisstopo',
      crossOrigin: null,
    });
    // Without tiles (offline, blocked) the dots still show; the visitor is told why the map is blank.
    tiles.on('tileloaderror', () => setTilesFailed(true));
    const map = new OlMap({
      target: element.current,
      view,
      layers: [new TileLayer({ source: tiles }), ...pointLayers],
      overlays: [overlay],
      // Scrolling the page must not zoom the map: the wheel zooms only with Ctrl.
      interactions: defaultInteractions({ mouseWheelZoom: false }).extend([
        new MouseWheelZoom({ condition: platformModifierKeyOnly }),
      ]),
    });

    const extent = createEmpty();
    let count = 0;
    for (const layer of pointLayers) {
      const source = layer.getSource();
      const layerExtent = source?.getExtent();
      count += source?.getFeatures().length ?? 0;
      if (layerExtent && !isEmpty(layerExtent)) extend(extent, layerExtent);
    }
    setFeatureCount(count);
    setTooltipElement(tooltipHost);
    if (!isEmpty(extent)) {
      view.fit(extent, { padding: [40, 40, 40, 40], maxZoom: MAP_ZOOM.max });
    } else {
      view.setCenter(fromLonLat([8.23, 46.8]));
      view.setZoom(MAP_ZOOM.min + 3);
    }

    const voucherAt = (pixel: number[]) => {
      const feature = map.forEachFeatureAtPixel(pixel, (found) => found);
      const id = feature?.get(VOUCHER_ID) as number | undefined;
      return id === undefined ? undefined : byId.get(id);
    };
    let timer: ReturnType<typeof setTimeout> | undefined;
    map.on('pointermove', (event) => {
      clearTimeout(timer);
      const voucher = voucherAt(event.pixel);
      const target = map.getTargetElement();
      if (target) target.style.cursor = voucher ? 'pointer' : '';
      if (!voucher) {
        setTooltip(null);
        return;
      }
      const at = event.coordinate;
      timer = setTimeout(() => {
        overlay.setPosition(at);
        setTooltip(voucher);
      }, TOOLTIP_DELAY_MS);
    });
    map.on('singleclick', (event) => {
      const voucher = voucherAt(event.pixel);
      if (voucher) onOpenRef.current(voucher.id);
    });
    return () => {
      clearTimeout(timer);
      setTooltip(null);
      setTooltipElement(null);
      map.setTarget(undefined);
      map.dispose();
    };
  }, [vouchers, categories, config]);

  return (
    <>
      <OpenLayersStyles />
      <Hint>{t('voucherFilter.ctrlToZoom')}</Hint>
      {tilesFailed && <Hint role="status">{t('voucherFilter.tilesUnavailable')}</Hint>}
      <MapBox
        ref={element}
        role="region"
        aria-label={t('voucherFilter.map')}
        data-feature-count={featureCount}
      />
      {tooltipElement &&
        tooltip &&
        createPortal(
          <Tooltip role="tooltip">
            <strong>{tooltip.companyName}</strong>
            <br />
            {tooltip.offerShort}
          </Tooltip>,
          tooltipElement,
        )}
    </>
  );
}

/** OpenLayers' controls and overlays, in the page only while a map is. */
const OpenLayersStyles = createGlobalStyle`
  ${openLayersStyles}
`;

const Hint = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing.s};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.s};
`;

const MapBox = styled.div`
  width: 100%;
  height: 32rem;
  border-radius: ${({ theme }) => theme.radii.m};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
`;

const Tooltip = styled.div`
  padding: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.s}`};
  border-radius: ${({ theme }) => theme.radii.s};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: 0 2px 8px rgb(0 0 0 / 25%);
  font-size: ${({ theme }) => theme.fontSizes.s};
  white-space: nowrap;
  pointer-events: none;
`;
