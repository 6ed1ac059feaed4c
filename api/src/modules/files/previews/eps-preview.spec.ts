import { epsPreview, NoEpsPreview } from './eps-preview.js';

const epsi = (preview: string) =>
  Buffer.from(
    `%!PS-Adobe-3.0 EPSF-3.0\n%%BoundingBox: 0 0 8 2\n%%EndComments\n${preview}\nshowpage\n%%EOF\n`,
    'latin1',
  );

describe('the preview an EPS file carries', () => {
  it('reads an EPSI bitmap, 1 bit per pixel, 1 being black', async () => {
    const image = epsPreview(epsi('%%BeginPreview: 8 2 1 2\n% F0\n% 0F\n%%EndPreview'), 1_000_000);
    const { data, info } = await image
      .extractChannel(0)
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([8, 2]);
    expect([...data]).toEqual([0, 0, 0, 0, 255, 255, 255, 255, 255, 255, 255, 255, 0, 0, 0, 0]);
  });

  it('reads 8-bit grey levels', async () => {
    const image = epsPreview(epsi('%%BeginPreview: 2 1 8 1\n% 00FF\n%%EndPreview'), 1_000_000);
    const { data } = await image.extractChannel(0).raw().toBuffer({ resolveWithObject: true });
    expect([...data]).toEqual([255, 0]);
  });

  it('says why there is none: no preview, a cut short one, one beyond the pixel cap', () => {
    expect(() => epsPreview(epsi(''), 1_000_000)).toThrow(NoEpsPreview);
    expect(() =>
      epsPreview(epsi('%%BeginPreview: 8 2 1 2\n% F0\n%%EndPreview'), 1_000_000),
    ).toThrow('cut short');
    expect(() => epsPreview(epsi('%%BeginPreview: 8 2 1 2\n% F0\n% 0F\n%%EndPreview'), 10)).toThrow(
      'too large',
    );
    const header = Buffer.alloc(30);
    header.set([0xc5, 0xd0, 0xd3, 0xc6], 0);
    expect(() => epsPreview(header, 1_000_000)).toThrow('no TIFF preview');
  });
});
