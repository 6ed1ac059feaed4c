import { SWITZERLAND_BOUNDS } from '@gb/contracts';
import Feature from 'ol/Feature';
import OlMap from 'ol/Map';
import View from 'ol/View';
import { platformModifierKeyOnly } from 'ol/events/condition';
import Point from 'ol/geom/Point';
import { defaults as defaultInteractions, MouseWheelZoom, Translate } from 'ol/interaction';
import TileLayer from 'ol/layer/Tile';
import VectorLayer from 'ol/layer/Vector';
import { fromLonLat, toLonLat } from 'ol/proj';
import VectorSource from 'ol/source/Vector';
import XYZ from 'ol/source/XYZ';
import { Circle, Fill, Stroke, Style } from 'ol/style';
import openLayersStyles from 'ol/ol.css?inline';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { createGlobalStyle } from 'styled-components';

/** Where the map opens without a position: the middle of Switzerland. */
const SWITZERLAND_CENTRE: [number, number] = [8.23, 46.8];
const ZOOM_WITHOUT_POSITION = 7;
const ZOOM_ON_POSITION = 15;

export interface Position {
  lon: number;
  lat: number;
}

export interface PositionMapProps {
  /** XYZ template of the swisstopo tiles (the client config). */
  tileUrl: string;
  position: Position | null;
  /** Absent: the pin only shows where the place is. */
  onChange?: (position: Position) => void;
}

const PIN_STYLE = new Style({
  image: new Circle({
    radius: 9,
    fill: new Fill({ color: '#d70023' }),
    stroke: new Stroke({ color: '#ffffff', width: 3 }),
  }),
});

/** Rounds to about a metre, inside Switzerland, as the api accepts it. */
export function positionAt(coordinate: number[]): Position | null {
  const [lon = 0, lat = 0] = toLonLat(coordinate);
  const { minLon, maxLon, minLat, maxLat } = SWITZERLAND_BOUNDS;
  if (lon < minLon || lon > maxLon || lat < minLat || lat > maxLat) return null;
  const round = (value: number) => Math.round(value * 100_000) / 100_000;
  return { lon: round(lon), lat: round(lat) };
}

/**
 * A place on swisstopo tiles (OpenLayers, loaded only with this map): a click sets the pin, the
 * pin can be dragged; the wheel zooms only with Ctrl, so the page scrolls. The longitude and
 * latitude fields beside it set the same position from the keyboard.
 */
export default function PositionMap({ tileUrl, position, onChange }: PositionMapProps) {
  const { t } = useTranslation();
  const element = useRef<HTMLDivElement>(null);
  const pin = useRef(new Feature<Point>());
  const view = useRef<View | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const editable = Boolean(onChange);

  useEffect(() => {
    if (!element.current) return undefined;
    const pinLayer = new VectorLayer({
      source: new VectorSource<Feature<Point>>({ features: [pin.current] }),
      style: PIN_STYLE,
    });
    const geometry = pin.current.getGeometry();
    view.current = new View({
      center: geometry?.getCoordinates() ?? fromLonLat(SWITZERLAND_CENTRE),
      zoom: geometry ? ZOOM_ON_POSITION : ZOOM_WITHOUT_POSITION,
    });
    const map = new OlMap({
      target: element.current,
      view: view.current,
      // Scrolling the page must not zoom the map: the wheel zooms only with Ctrl.
      interactions: defaultInteractions({ mouseWheelZoom: false }).extend([
        new MouseWheelZoom({ condition: platformModifierKeyOnly }),
      ]),
      layers: [
        new TileLayer({
          source: new XYZ({ url: tileUrl, attributions: '© swisstopo', crossOrigin: null }),
        }),
        pinLayer,
      ],
    });
    const set = (coordinate: number[]) => {
      const next = positionAt(coordinate);
      if (next) onChangeRef.current?.(next);
    };
    if (editable) {
      const drag = new Translate({ layers: [pinLayer] });
      drag.on('translateend', (event) => set(event.coordinate));
      map.addInteraction(drag);
      map.on('singleclick', (event) => set(event.coordinate));
    }
    return () => map.setTarget(undefined);
  }, [tileUrl, editable]);

  useEffect(() => {
    if (!position) {
      pin.current.setGeometry(undefined);
      return;
    }
    const coordinate = fromLonLat([position.lon, position.lat]);
    const first = !pin.current.getGeometry();
    pin.current.setGeometry(new Point(coordinate));
    view.current?.setCenter(coordinate);
    if (first) view.current?.setZoom(ZOOM_ON_POSITION);
  }, [position?.lon, position?.lat]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <>
      <MapStyles />
      <MapBox ref={element} role="group" aria-label={t('kit.map')} />
    </>
  );
}

const MapStyles = createGlobalStyle`${openLayersStyles}`;

const MapBox = styled.div`
  width: 100%;
  height: 18rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.s};
`;
