// Measures the logged-in routes (loggedIn.mjs) in one build, each opened by its person, and prints
// both builds side by side: JS on the wire and decoded, requests, the federated/monolith ratio
// against the target, and which watched libraries each route loaded. Figures and a printed
// check, nothing asserted: the exit code does not depend on them.
import { gzipBytesPerPackage } from './attribution.mjs';
import { coldLoad } from './network.mjs';
import { BENCH_ADMIN, LOGGED_IN_ROUTES, librariesOf, logIn, placeDemoOrder } from './loggedIn.mjs';

/** Issue 50: the federated page's JS may be at most this many times the monolith's. */
export const TARGET_RATIO = 1.35;

/** The server environment that creates the bench's admin (with two-step login) in a fresh database. */
export const ADMIN_ENV = {
  ADMIN_EMAIL: BENCH_ADMIN.email,
  ADMIN_PASSWORD: BENCH_ADMIN.password,
  ADMIN_TOTP_SECRET: BENCH_ADMIN.totpSecret,
};

/**
 * @param {import('playwright-core').Browser} browser
 * @param {{ kode?: string }} shared the demo order, placed by the first build measured (one database)
 */
export async function measureLoggedIn(baseUrl, browser, shared) {
  const states = new Map();
  const stateOf = async (person) => {
    if (!states.has(person.email)) states.set(person.email, await logIn(browser, baseUrl, person));
    return states.get(person.email);
  };
  const rows = [];
  for (const { route, person, uses } of LOGGED_IN_ROUTES) {
    const storageState = await stateOf(person);
    if (route.includes('{kode}') && !shared.kode) shared.kode = await placeDemoOrder(browser, baseUrl, storageState);
    const url = baseUrl + route.replace('{kode}', shared.kode ?? '');
    await coldLoad(browser, url, { storageState }); // warms the server, not the browser
    const load = await coldLoad(browser, url, { storageState });
    const perPackage = await gzipBytesPerPackage(load.scriptFiles);
    rows.push({
      route,
      transferKiB: load.jsTransferBytes / 1024,
      decodedKiB: load.jsDecodedBytes / 1024,
      gzipKiB: load.jsGzipBytes / 1024,
      requests: load.requests,
      scripts: load.scripts,
      perPackage,
      libraries: librariesOf(perPackage, uses),
    });
  }
  return rows;
}

const pad = (value, width) => String(value).padEnd(width);
const pair = (fed, mono) => `${fed.toFixed(0)} / ${mono.toFixed(0)} (${(fed / mono).toFixed(2)}x)`;

/** @param {Awaited<ReturnType<typeof measureLoggedIn>>} federated @param {typeof federated} monolith */
export function printLoggedIn(federated, monolith) {
  console.log(
    `\nLogged-in routes, each opened by its person; JS KiB fed / mono (ratio): on the wire (brotli), decoded, and gzip as the public routes;` +
      ` target <= ${TARGET_RATIO}x (on gzip, as the public routes / on the wire); requests = all requests of the load\n`,
  );
  console.log(
    `${pad('route', 24)}${pad('transfer KiB', 22)}${pad('decoded KiB', 24)}${pad('gzip KiB', 22)}${pad('requests', 10)}${pad('target', 14)}libraries fed | mono`,
  );
  federated.forEach((fed, index) => {
    const mono = monolith[index];
    const met = (fedKiB, monoKiB) => (fedKiB / monoKiB <= TARGET_RATIO ? 'met' : 'ABOVE');
    const unused = [...new Set([...fed.libraries.unused, ...mono.libraries.unused])];
    const libraries = `${fed.libraries.loaded.join(',') || '-'} | ${mono.libraries.loaded.join(',') || '-'}`;
    console.log(
      pad(fed.route, 24) +
        pad(pair(fed.transferKiB, mono.transferKiB), 22) +
        pad(pair(fed.decodedKiB, mono.decodedKiB), 24) +
        pad(pair(fed.gzipKiB, mono.gzipKiB), 22) +
        pad(`${fed.requests}/${mono.requests}`, 10) +
        pad(`${met(fed.gzipKiB, mono.gzipKiB)}/${met(fed.transferKiB, mono.transferKiB)}`, 14) +
        libraries +
        (unused.length > 0 ? `  FAIL: loads ${unused.join(', ')} it does not use` : '  ok'),
    );
  });
}
