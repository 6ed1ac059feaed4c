import type { Test } from 'supertest';

/** The answer's body as bytes, whatever its content type (a PDF, an image). */
export function withBytesBody(test: Test): Test {
  return test.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });
}
