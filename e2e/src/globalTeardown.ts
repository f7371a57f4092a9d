import { stopServer } from './productionServer';

export default async function globalTeardown(): Promise<void> {
  const server = globalThis.__E2E_SERVER__;
  if (server) await stopServer(server);
  globalThis.__E2E_MIDTRANS__?.process.kill('SIGTERM');
}
