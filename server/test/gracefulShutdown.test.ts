import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { shutDown } from '../src/lib/gracefulShutdown';
import { startPeriodicJob } from '../src/lib/periodicJob';
import { readiness } from '../src/platform/health';

/** A promise and the function that settles it: the test decides when each step may go on. */
function gate(): { opened: Promise<void>; open: () => void } {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

describe('graceful shutdown', () => {
  it('says not ready while draining, then finishes the request in flight and the job run before it stops', async () => {
    const events: string[] = [];
    const requestEntered = gate();
    const requestMayFinish = gate();
    const jobEntered = gate();
    const jobMayFinish = gate();
    const drained = gate();
    const ready = readiness();
    const app = await buildApp({
      config: { ...loadConfig({}), logLevel: 'silent', shellDir: path.join(os.tmpdir(), 'no-shell-built') },
      ready,
      registerApi: async (instance) => {
        instance.get('/api/lambat', async () => {
          requestEntered.open();
          await requestMayFinish.opened;
          return { selesai: true };
        });
        startPeriodicJob(instance, {
          intervalMs: 1,
          failure: 'job failed',
          run: async () => {
            jobEntered.open();
            await jobMayFinish.opened;
            events.push('job finished');
          },
        });
      },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    expect((await fetch(`${base}/api/health/ready`)).status).toBe(200);

    const inFlight = fetch(`${base}/api/lambat`).then(async (response) => {
      events.push('request answered');
      return { status: response.status, body: (await response.json()) as unknown };
    });
    await requestEntered.opened;
    await jobEntered.opened;

    let released = false;
    const stopping = shutDown({
      app,
      ready,
      drained: () => drained.opened,
      release: async () => {
        released = true;
        events.push('database released');
      },
    });
    // Draining: readiness says no, liveness still yes, nothing closed yet.
    const notReady = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(notReady.statusCode).toBe(503);
    expect(notReady.json()).toEqual({ message: expect.stringContaining('Server sedang berhenti') });
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);

    drained.open();
    requestMayFinish.open();
    expect(await inFlight).toEqual({ status: 200, body: { selesai: true } });
    expect(released).toBe(false); // the job's run still holds the close
    jobMayFinish.open();
    await stopping;
    expect(events).toEqual(['request answered', 'job finished', 'database released']);
  });

  it('drains on any close of the app, whoever starts it', async () => {
    const ready = readiness();
    const app = await buildApp({
      config: { ...loadConfig({}), logLevel: 'silent', shellDir: path.join(os.tmpdir(), 'no-shell-built') },
      ready,
    });
    await app.ready();
    await app.close();
    expect(ready.draining).toBe(true);
  });
});
