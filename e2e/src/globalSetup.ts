import { existsSync } from 'node:fs';
import { serverEntry } from './paths';
import { startServer, type RunningServer } from './productionServer';

declare global {
  // Shared with globalTeardown, which runs in this same process.
  var __E2E_SERVER__: RunningServer | undefined;
}

export default async function globalSetup(): Promise<void> {
  if (!existsSync(serverEntry))
    throw new Error('Build first: npm run build (the e2e tests drive the production build).');
  const server = await startServer();
  globalThis.__E2E_SERVER__ = server;
  // Test workers start after this and inherit the environment.
  process.env.E2E_BASE_URL = server.baseUrl;
  process.env.E2E_DEPLOYMENTS_DIR = server.deploymentsDir;
  // the SQLite file of the run, for tests that move data through the database (never a test-only route)
  process.env.E2E_DATA_DIR = server.dataDir;
}
