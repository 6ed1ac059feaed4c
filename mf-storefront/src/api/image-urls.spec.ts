import { MediaSize } from '@gb/contracts';

import { COVER_ASPECT_RATIO } from '../booklets/booklet-cover';
import { bookletCoverUrl, srcSet, voucherImageUrl } from './image-urls';

describe('srcSet', () => {
  it("states a landscape voucher image's widths as the api's long edge", () => {
    const url = (size: MediaSize) => voucherImageUrl(7, 'complete-image', size, 3);
    expect(srcSet(url, [MediaSize.S, MediaSize.M])).toBe(
      `${url(MediaSize.S)} 400w, ${url(MediaSize.M)} 800w`,
    );
  });

  it("states a portrait cover's widths, narrower than its long edge", () => {
    const url = (size: MediaSize) => bookletCoverUrl(1, size, 5);
    expect(srcSet(url, [MediaSize.S, MediaSize.M], COVER_ASPECT_RATIO)).toBe(
      `${url(MediaSize.S)} 286w, ${url(MediaSize.M)} 571w`,
    );
  });
});
