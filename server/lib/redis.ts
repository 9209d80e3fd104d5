/**
 * The Redis client for the shared rate-limit counters (REDIS_URL). Settings are the ones
 * @fastify/rate-limit recommends: a short connect timeout and one retry per command, so a Redis
 * outage costs a request a few milliseconds, not a hang.
 */
import { Redis } from 'ioredis';

export type { Redis };

export function openRedis(url: string): Redis {
  const redis = new Redis(url, { connectTimeout: 500, maxRetriesPerRequest: 1, lazyConnect: false });
  // Reconnection is ioredis's job; an unhandled 'error' event would crash the process.
  redis.on('error', () => undefined);
  return redis;
}

/** Redis answers PING. */
export async function redisUp(redis: Redis): Promise<boolean> {
  try {
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  }
}
