// `npm run start:cluster`: CLUSTER_PROCESSES (default 2) server processes on PostgreSQL
// (DATABASE_URL, required) and Redis (REDIS_URL, for limits and counters shared by the processes),
// each on a loopback port, behind nginx on PORT (default 3000). nginx serves the shell's files and
// /remotes/ itself and balances /api, remotes.json and the server-rendered pages over the
// processes. Ctrl-C stops everything. The configuration goes into CLUSTER_RUN_DIR (default
// <tmp>/pintar-cluster-<PORT>), never into /etc.
import {
  defaultRunDir,
  findNginx,
  freePort,
  requireBuiltServer,
  requireDatabaseUrl,
  SetupProblem,
  startNginx,
  startServerProcess,
  stopAll,
} from './processes.mjs';

const port = Number(process.env.PORT ?? 3000);
const processes = Number(process.env.CLUSTER_PROCESSES ?? 2);
const runDir = process.env.CLUSTER_RUN_DIR ?? defaultRunDir(port);

async function main() {
  if (!Number.isInteger(processes) || processes < 1)
    throw new SetupProblem(`CLUSTER_PROCESSES must be a whole number ≥ 1, not "${process.env.CLUSTER_PROCESSES}"`);
  requireDatabaseUrl();
  findNginx();
  requireBuiltServer();
  if (!process.env.REDIS_URL) {
    console.warn(
      'REDIS_URL is not set: each process keeps its own rate limits and counters (a client gets N times the limit). Set REDIS_URL=redis://127.0.0.1:6379 to share them.',
    );
  }

  const running = [];
  let stopping = false;
  const stop = async (code) => {
    if (stopping) return;
    stopping = true;
    await stopAll(running);
    process.exit(code);
  };
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void stop(0));

  try {
    // The first process migrates and seeds alone; the others then find the database ready.
    const ports = await Promise.all(Array.from({ length: processes }, () => freePort()));
    for (const [index, serverPort] of ports.entries()) {
      const server = await startServerProcess({ port: serverPort, env: process.env, label: `server ${index + 1}` });
      running.push(server);
      server.child.on('exit', (code, signal) => {
        if (!stopping)
          console.error(
            `server ${index + 1} (port ${serverPort}) stopped (${signal ?? code}); nginx sends its requests to the others`,
          );
      });
      console.log(`server ${index + 1}: ${server.baseUrl}`);
    }
    const nginx = await startNginx({ port, upstreams: ports, runDir });
    running.push({ child: nginx.child, signal: 'SIGQUIT' });
    nginx.child.on('exit', (code) => {
      if (!stopping) {
        console.error(`nginx stopped (${code}); see ${runDir}/error.log`);
        void stop(1);
      }
    });
    console.log(`nginx: http://localhost:${port} (configuration ${nginx.configFile}); Ctrl-C stops everything`);
  } catch (error) {
    await stopAll(running);
    throw error;
  }
}

main().catch((error) => {
  console.error(error instanceof SetupProblem ? `start:cluster: ${error.message}` : error);
  process.exit(1);
});
