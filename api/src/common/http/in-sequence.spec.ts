import type { IncomingMessage, ServerResponse } from 'node:http';

import { inSequence, type Middleware } from './in-sequence.js';

const request = {} as IncomingMessage;
const response = {} as ServerResponse;

/** A step that notes its name, then goes on (or does what `then` says). */
function step(seen: string[], name: string, then?: (next: (error?: unknown) => void) => void) {
  const middleware: Middleware = (_request, _response, next) => {
    seen.push(name);
    if (then) then(next);
    else next();
  };
  return middleware;
}

function walk(middleware: Middleware): unknown[] {
  const calls: unknown[] = [];
  middleware(request, response, (...args: unknown[]) => calls.push(args));
  return calls;
}

describe(inSequence.name, () => {
  it('runs every step in order, then goes on once', () => {
    const seen: string[] = [];
    const calls = walk(inSequence(step(seen, 'a'), step(seen, 'b'), step(seen, 'c')));
    expect(seen).toEqual(['a', 'b', 'c']);
    expect(calls).toEqual([[]]);
  });

  it('skips the rest when a step passes an error on, and hands the error over', () => {
    const seen: string[] = [];
    const failure = new Error('refused');
    const calls = walk(
      inSequence(
        step(seen, 'a', (next) => next(failure)),
        step(seen, 'b'),
      ),
    );
    expect(seen).toEqual(['a']);
    expect(calls).toEqual([[failure]]);
  });

  it('hands over what a step throws', () => {
    const seen: string[] = [];
    const failure = new Error('thrown');
    const calls = walk(
      inSequence(
        step(seen, 'a', () => {
          throw failure;
        }),
        step(seen, 'b'),
      ),
    );
    expect(seen).toEqual(['a']);
    expect(calls).toEqual([[failure]]);
  });

  it('ends the walk when a step answers without going on', () => {
    const seen: string[] = [];
    const calls = walk(
      inSequence(
        step(seen, 'answers', () => undefined),
        step(seen, 'b'),
      ),
    );
    expect(seen).toEqual(['answers']);
    expect(calls).toEqual([]);
  });

  it('goes on after a step that goes on later', async () => {
    const seen: string[] = [];
    const calls: unknown[] = [];
    let resume: () => void = () => undefined;
    const later = step(seen, 'later', (next) => (resume = () => next()));
    inSequence(later, step(seen, 'b'))(request, response, (...args) => calls.push(args));
    expect(seen).toEqual(['later']);
    resume();
    expect(seen).toEqual(['later', 'b']);
    expect(calls).toEqual([[]]);
  });
});
