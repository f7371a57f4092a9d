import type { FastifyBaseLogger } from 'fastify';

/**
 * Work started by a request that its answer must not wait for (so the answer cannot tell what the
 * work found, by content or by time). Failures are logged; `idle()` settles when everything started
 * so far has finished: the server awaits it on close, tests before they look at what it wrote.
 */
export interface BackgroundWork {
  run(name: string, task: () => Promise<unknown>): void;
  idle(): Promise<void>;
}

export function backgroundWork(log: FastifyBaseLogger): BackgroundWork {
  const running = new Set<Promise<unknown>>();
  return {
    run(name, task) {
      const done: Promise<unknown> = Promise.resolve()
        .then(task)
        .catch((error: unknown) => log.error({ err: error }, `${name} failed`))
        .finally(() => running.delete(done));
      running.add(done);
    },
    async idle() {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}
