import type { NestExpressApplication } from '@nestjs/platform-express';
import express, { type NextFunction, type Request, type Response } from 'express';
import request from 'supertest';

import { FixedPathRoutes } from './fixed-path-routes.js';

/** An express app as Nest leaves it: middleware, then the lookup, then the routes. */
function appWith(register: (app: express.Express, ran: string[]) => void) {
  const app = express();
  const ran: string[] = [];
  const routes = new FixedPathRoutes();
  app.use((_request: Request, _response: Response, next: NextFunction) => {
    ran.push('middleware');
    next();
  });
  app.use(routes.middleware);
  register(app, ran);
  routes.index({ getHttpAdapter: () => ({ getInstance: () => app }) } as NestExpressApplication);
  return { app, ran };
}

const answer = (name: string, ran: string[]) => (_request: Request, response: Response) => {
  ran.push(name);
  response.send(name);
};

describe('FixedPathRoutes', () => {
  it('answers a fixed path from the route registered for it, after the middleware', async () => {
    const { app, ran } = appWith((app, ran) => {
      app.get('/api/v1/region', answer('regions', ran));
      app.get('/api/v1/voucher/:id', answer('one voucher', ran));
      app.get('/api/v1/voucher', answer('vouchers', ran));
      app.post('/api/v1/voucher', answer('new voucher', ran));
    });
    await request(app).get('/api/v1/voucher').expect(200, 'vouchers');
    await request(app).post('/api/v1/voucher').expect(200, 'new voucher');
    await request(app).get('/api/v1/voucher/7').expect(200, 'one voucher');
    // A trailing slash or another case is still the walk's, which finds the same route.
    await request(app).get('/api/v1/voucher/').expect(200, 'vouchers');
    await request(app).head('/api/v1/voucher').expect(200);
    expect(ran).toEqual([
      'middleware',
      'vouchers',
      'middleware',
      'new voucher',
      'middleware',
      'one voucher',
      'middleware',
      'vouchers',
      'middleware',
      'vouchers',
    ]);
  });

  it('leaves a fixed path to an earlier route that matches it too', async () => {
    const { app } = appWith((app, ran) => {
      app.get('/api/v1/booklet/:id', answer('by id', ran));
      app.get('/api/v1/booklet/latest', answer('latest', ran));
    });
    await request(app).get('/api/v1/booklet/latest').expect(200, 'by id');
  });

  it('leaves routes after another middleware to the walk, which runs that middleware', async () => {
    const { app, ran } = appWith((app, ran) => {
      app.use((_request: Request, _response: Response, next: NextFunction) => {
        ran.push('later middleware');
        next();
      });
      app.get('/api/v1/region', answer('regions', ran));
    });
    await request(app).get('/api/v1/region').expect(200, 'regions');
    expect(ran).toEqual(['middleware', 'later middleware', 'regions']);
  });

  it('passes a route error on to the error handlers', async () => {
    const { app } = appWith((app) => {
      app.get('/api/v1/region', () => {
        throw new Error('broken');
      });
      app.use((error: Error, _request: Request, response: Response, _next: NextFunction) => {
        response.status(500).send(error.message);
      });
    });
    await request(app).get('/api/v1/region').expect(500, 'broken');
  });
});
