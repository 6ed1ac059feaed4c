import type { IncomingMessage, ServerResponse } from 'node:http';

/** A Connect-style middleware, as Express runs it. */
export type Middleware<
  Request extends IncomingMessage = IncomingMessage,
  Response extends ServerResponse = ServerResponse,
> = (request: Request, response: Response, next: (error?: unknown) => void) => void;

/**
 * Runs `steps` one after the other as a single middleware, in the order and with the `next`
 * each would have had as a middleware of its own: an error (or a throw) skips the rest and goes
 * on to Express's error handling, an answer sent by a step ends the walk. One layer instead of
 * one per step: Express walks its layers (matching each one's path) on every request, which
 * cost more than the steps themselves for the answers every visitor asks for.
 */
export function inSequence<Request extends IncomingMessage, Response extends ServerResponse>(
  ...steps: Middleware<Request, Response>[]
): Middleware<Request, Response> {
  return (request, response, next) => {
    let index = 0;
    const nextStep = (error?: unknown): void => {
      if (error !== undefined && error !== null) {
        next(error);
        return;
      }
      const step = steps[index];
      index += 1;
      if (step === undefined) {
        next();
        return;
      }
      try {
        step(request, response, nextStep);
      } catch (thrown) {
        next(thrown);
      }
    };
    nextStep();
  };
}
