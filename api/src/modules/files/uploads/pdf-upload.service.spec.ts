import { isPdf } from './pdf-upload.service.js';

const pdf = (body: string) => Buffer.from(`%PDF-1.7\n${body}\n%%EOF\n`, 'latin1');

describe(isPdf.name, () => {
  it('takes a PDF by its header and end marker', () => {
    expect(isPdf(pdf('1 0 obj << >> endobj'))).toBe(true);
    expect(isPdf(Buffer.from('%PDF-2.0\nx\n%%EOF', 'latin1'))).toBe(true);
  });

  it.each([
    ['an image renamed to .pdf', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10])],
    ['a truncated PDF without its end marker', Buffer.from('%PDF-1.7\n1 0 obj', 'latin1')],
    ['text that mentions %PDF later', Buffer.from('hello %PDF-1.7 %%EOF', 'latin1')],
    ['an empty file', Buffer.alloc(0)],
  ])('refuses %s', (_case, bytes) => {
    expect(isPdf(bytes)).toBe(false);
  });
});
