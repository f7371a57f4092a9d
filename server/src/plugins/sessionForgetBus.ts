import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { sessionCache, type SessionCache, type SessionForget } from './sessionCache';

const CHANNEL = 'session-forget';

function parseForget(message: string): { from: string; forget: SessionForget } | null {
  try {
    const parsed = JSON.parse(message) as { from?: unknown; forget?: Record<string, unknown> };
    const forget = parsed.forget;
    if (typeof parsed.from !== 'string' || !forget) return null;
    if (typeof forget.tokenHash === 'string') return { from: parsed.from, forget: { tokenHash: forget.tokenHash } };
    if (typeof forget.userId === 'number') return { from: parsed.from, forget: { userId: forget.userId } };
    if (forget.all === true) return { from: parsed.from, forget: { all: true } };
    return null;
  } catch {
    return null;
  }
}

/**
 * With REDIS_URL, every process' forgets are published and every process forgets what the others
 * published (Redis pub/sub: at most once, so a message lost while a connection was down is covered
 * by the cache's one-second lifetime). Without Redis: nothing to do, the lifetime alone bounds it.
 */
export async function sessionForgetBus(
  app: FastifyInstance,
  redisUrl: string | undefined = process.env.REDIS_URL,
  prefix: string = process.env.RATE_LIMIT_PREFIX ?? 'pp:',
  cache: SessionCache = sessionCache,
): Promise<void> {
  if (!redisUrl) return;
  const channel = `${prefix}${CHANNEL}`;
  const self = randomUUID();
  const publisher = new Redis(redisUrl, { maxRetriesPerRequest: 2 });
  const subscriber = new Redis(redisUrl, { maxRetriesPerRequest: 2 });
  subscriber.on('message', (from: string, message: string) => {
    const received = from === channel ? parseForget(message) : null;
    if (received && received.from !== self) cache.forget(received.forget, { broadcast: false });
  });
  // A connection lost and back may have missed forgets: everything remembered is dropped.
  subscriber.on('ready', () => cache.forget({ all: true }, { broadcast: false }));
  await subscriber.subscribe(channel);
  const stopListening = cache.onForget((forget) => {
    publisher.publish(channel, JSON.stringify({ from: self, forget })).catch((error: unknown) => {
      app.log.warn({ err: error }, 'session forget not published; other processes forget within the cache lifetime');
    });
  });
  app.addHook('onClose', async () => {
    stopListening();
    await Promise.all([subscriber.quit(), publisher.quit()]);
  });
}
