export default async function globalTeardown(): Promise<void> {
  const server = globalThis.__E2E_SERVER__;
  if (!server) return;
  server.process.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 300));
}
