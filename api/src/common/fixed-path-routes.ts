import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Express, NextFunction, Request, Response } from 'express';

/** The parts of the router's layers and routes the lookup reads (express 5's `router`). */
interface RouteLayer {
  handle?: unknown;
  route?: {
    path: unknown;
    methods: Record<string, boolean | undefined>;
    _handlesMethod(method: string): boolean;
    dispatch(request: Request, response: Response, done: NextFunction): void;
  };
  match(path: string): unknown;
}

/** A path with no parameter, wildcard or optional part: it matches itself only. */
const FIXED_PATH = /^[A-Za-z0-9/._~-]+$/;

/**
 * Express finds the route of a request by trying every route in the order Nest registered them
 * (GET voucher, Home's list, is about the fiftieth). This finds a route with a fixed path at once,
 * by method and path, and runs it as the router would. Only a route the walk would reach first is
 * looked up: one registered right after this middleware, with no other middleware between and no
 * earlier route matching the same method and path; any other request walks the routes as before.
 * Nest's route handlers answer or pass an error, never step on to the next route, so which route
 * answers and how is unchanged.
 */
export class FixedPathRoutes {
  private readonly routes = new Map<string, NonNullable<RouteLayer['route']>>();

  /** The middleware to `use` after every other one and before the routes are registered. */
  readonly middleware = (request: Request, response: Response, next: NextFunction): void => {
    const route = this.routes.get(`${request.method} ${request.path}`);
    if (!route) return next();
    request.params = {};
    route.dispatch(request, response, next);
  };

  /** Indexes the routes that follow the middleware, once Nest has registered them. */
  index(app: NestExpressApplication): void {
    const { router } = app.getHttpAdapter().getInstance() as Express;
    const stack = router.stack as unknown as RouteLayer[];
    const start = stack.findIndex((layer) => layer.handle === this.middleware);
    if (start < 0) throw new Error('FixedPathRoutes.middleware is not used by the app');
    const walked: RouteLayer[] = [];
    for (const layer of stack.slice(start + 1)) {
      const { route } = layer;
      if (!route) break;
      const path = route.path;
      if (typeof path === 'string' && FIXED_PATH.test(path)) {
        for (const method of Object.keys(route.methods)) {
          const key = `${method.toUpperCase()} ${path}`;
          const taken = walked.some(
            (earlier) => earlier.match(path) && earlier.route!._handlesMethod(method),
          );
          if (method !== '_all' && !taken && !this.routes.has(key)) this.routes.set(key, route);
        }
      }
      walked.push(layer);
    }
  }
}
