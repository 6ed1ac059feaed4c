import { dotRadius } from './voucher-map-style';

describe(dotRadius.name, () => {
  it.each([
    [5, 6],
    [12, 6],
    [13, 8],
    [14, 8],
    [15, 10],
    [17, 10],
  ])('at zoom %i draws a dot of radius %i', (zoom, radius) => {
    expect(dotRadius(zoom)).toBe(radius);
  });
});
