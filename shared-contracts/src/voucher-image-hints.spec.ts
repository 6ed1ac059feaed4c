import { companyLogoHints, voucherImageHints } from './voucher-image-hints.js';

describe('voucher image hints', () => {
  it('welcomes a jpg of 1200 × 2100 pixels', () => {
    expect(voucherImageHints({ mime: 'image/jpeg', width: 1200, height: 2100 })).toEqual([]);
  });

  it('flags an image under 2100 px high or 1200 px wide', () => {
    expect(voucherImageHints({ mime: 'image/png', width: 1200, height: 2099 })).toEqual([
      'imageTooSmall',
    ]);
    expect(voucherImageHints({ mime: 'image/png', width: 1199, height: 3000 })).toEqual([
      'imageTooSmall',
    ]);
  });

  it('flags a format other than jpg, bmp or png', () => {
    expect(voucherImageHints({ mime: 'image/webp', width: 2000, height: 3000 })).toEqual([
      'imageFormat',
    ]);
  });

  it('flags a raster logo under 800 px wide and welcomes vector logos', () => {
    expect(companyLogoHints({ mime: 'image/jpeg', width: 799, height: 400 })).toEqual([
      'logoTooNarrow',
    ]);
    expect(companyLogoHints({ mime: 'image/png', width: 800, height: 400 })).toEqual([]);
    expect(companyLogoHints({ mime: 'image/svg+xml', width: 40, height: 40 })).toEqual([]);
    expect(companyLogoHints({ mime: 'application/postscript', width: null, height: null })).toEqual(
      [],
    );
  });
});
