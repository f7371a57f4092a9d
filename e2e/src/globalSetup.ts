import { existsSync } from 'node:fs';
import { serverEntry } from './paths';
import { E2E_MIDTRANS_KEY, NOTIFICATION_PATH, startMidtransStandIn, type RunningStandIn } from './midtransStandIn';
import { freePort, startServer, type RunningServer } from './productionServer';

declare global {
  // Shared with globalTeardown, which runs in this same process.
  var __E2E_SERVER__: RunningServer | undefined;
  var __E2E_MIDTRANS__: RunningStandIn | undefined;
}

export default async function globalSetup(): Promise<void> {
  if (!existsSync(serverEntry))
    throw new Error('Build first: npm run build (the e2e tests drive the production build).');
  // Online payment goes to the local Midtrans stand-in, which notifies the server like Midtrans would.
  const port = await freePort();
  const midtrans = await startMidtransStandIn(`http://127.0.0.1:${port}${NOTIFICATION_PATH}`);
  globalThis.__E2E_MIDTRANS__ = midtrans;
  process.env.E2E_MIDTRANS_URL = midtrans.url;
  const server = await startServer({
    port,
    env: { MIDTRANS_SERVER_KEY: E2E_MIDTRANS_KEY, MIDTRANS_API_URL: midtrans.url },
  });
  globalThis.__E2E_SERVER__ = server;
  // Test workers start after this and inherit the environment.
  process.env.E2E_BASE_URL = server.baseUrl;
  process.env.E2E_DEPLOYMENTS_DIR = server.deploymentsDir;
  // the SQLite file of the run, for tests that move data through the database (never a test-only route)
  process.env.E2E_DATA_DIR = server.dataDir;
}
