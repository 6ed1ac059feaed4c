import {
  type DynamicModule,
  Global,
  Inject,
  Injectable,
  Module,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { Redis } from 'ioredis';

import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';

/** The shared Redis client when REDIS_URL is set; null when each replica keeps its state in memory. */
export const REDIS = Symbol('REDIS');

/** Answers at once when Redis is away instead of queueing commands until it returns. */
export function connectRedis(url: string, keyPrefix = ''): Redis {
  const client = new Redis(url, {
    keyPrefix,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
  });
  // Connection errors surface through the commands that fail; ioredis reconnects by itself.
  client.on('error', () => undefined);
  return client;
}

@Injectable()
class RedisShutdown implements OnApplicationShutdown {
  constructor(@Inject(REDIS) private readonly redis: Redis | null) {}

  async onApplicationShutdown(): Promise<void> {
    if (this.redis && this.redis.status !== 'end') this.redis.disconnect();
  }
}

@Global()
@Module({})
export class RedisModule {
  static forRoot(): DynamicModule {
    const client = {
      provide: REDIS,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig): Redis | null =>
        config.redisUrl ? connectRedis(config.redisUrl, config.redisPrefix) : null,
    };
    return { module: RedisModule, providers: [client, RedisShutdown], exports: [client] };
  }
}
