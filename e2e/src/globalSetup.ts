import { existsSync } from 'node:fs';
import { serverEntry } from './paths';
import { startServer } from './server';

declare global {
  // eslint-disable-next-line no-var -- shared with globalTeardown, which runs in this process
  var __E2E_SERVER__: import('./server').RunningServer | undefined;
}

export default async function globalSetup(): Promise<void> {
  if (!existsSync(serverEntry)) throw new Error('Build first: npm run build (the e2e tests drive the production build).');
  const server = await startServer();
  globalThis.__E2E_SERVER__ = server;
  // Test workers start after this and inherit the environment.
  process.env.E2E_BASE_URL = server.baseUrl;
  process.env.E2E_DEPLOYMENTS_DIR = server.deploymentsDir;
}
