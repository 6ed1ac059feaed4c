import Circle from 'ol/style/Circle';
import Fill from 'ol/style/Fill';
import Stroke from 'ol/style/Stroke';
import Style from 'ol/style/Style';

/** Zoom limits of the voucher map (spec section 2). */
export const MAP_ZOOM = { start: 17, min: 5, max: 17 } as const;

/** Dot radius in pixels: 6 up to zoom 12, 8 at 13 and 14, 10 from 15. */
export function dotRadius(zoom: number): number {
  if (zoom <= 12) return 6;
  if (zoom <= 14) return 8;
  return 10;
}

/** One style per radius and colour, made once: the map restyles on every frame of a zoom. */
export function dotStyles(color: string): (zoom: number) => Style {
  const byRadius = new Map<number, Style>();
  return (zoom) => {
    const radius = dotRadius(Math.round(zoom));
    let style = byRadius.get(radius);
    if (!style) {
      style = new Style({
        image: new Circle({
          radius,
          fill: new Fill({ color }),
          stroke: new Stroke({ color: '#ffffff', width: 2 }),
        }),
      });
      byRadius.set(radius, style);
    }
    return style;
  };
}
