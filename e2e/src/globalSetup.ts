import { existsSync } from 'node:fs';
import { ADMIN_SESSION_ENV, E2E_ADMIN } from './accounts';
import { serverEntry } from './paths';
import { unusedCode } from './twoStep';
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
  process.env[ADMIN_SESSION_ENV] = await adminSession(server.baseUrl);
}

const cookieValue = (response: Response, name: string) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0] ?? '')
    .find((pair) => pair.startsWith(`${name}=`))
    ?.slice(name.length + 1) ?? '';

/** The e2e admin's one session: password, then a two-step code, through the real API (src/twoStep.ts). */
async function adminSession(baseUrl: string): Promise<string> {
  const headers = { 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' };
  const csrf = await fetch(`${baseUrl}/api/auth/csrf`, { headers });
  const { token } = (await csrf.json()) as { token: string };
  const csrfCookie = csrf.headers.getSetCookie()[0]?.split(';')[0] ?? '';
  const post = (url: string, body: unknown, cookie: string) =>
    fetch(`${baseUrl}${url}`, {
      method: 'POST',
      headers: { ...headers, 'X-CSRF-Token': token, cookie },
      body: JSON.stringify(body),
    });
  const login = await post('/api/auth/login', { email: E2E_ADMIN.email, password: E2E_ADMIN.password }, csrfCookie);
  const pending = `${csrfCookie}; pp_mfa=${cookieValue(login, 'pp_mfa')}`;
  const code = await unusedCode(E2E_ADMIN.totpSecret ?? '', E2E_ADMIN.email);
  const done = await post('/api/auth/login/mfa', { kode: code }, pending);
  if (done.status !== 200)
    throw new Error(`the e2e admin's two-step login answered ${done.status}: ${await done.text()}`);
  return cookieValue(done, 'pp_session');
}
