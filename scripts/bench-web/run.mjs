// npm run bench:web — first-load figures of the federated site and of a monolith build of the same
// pages, side by side, for /, /biaya-les, /cari-pengajar and /blog. A benchmark that prints
// figures, not a test: nothing here asserts a timing. It talks to 127.0.0.1 only.
//
// Then, per route, where the federated build's extra bytes are (overhead.mjs); then the logged-in
// routes, each opened by its person, with the same attribution (loggedInRun.mjs).
//
// Env: BENCH_WEB_RUNS (Lighthouse runs per route and variant, median reported; default 1; 0 skips
// Lighthouse and measures bytes only), BENCH_WEB_SKIP_BUILD=1 (measure the builds already on disk),
// CHROMIUM_PATH (/usr/bin/chromium).
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { launchChromium, lighthouseMobile } from './lighthouse.mjs';
import { coldLoad } from './network.mjs';
import { gzipBytesPerPackage } from './attribution.mjs';
import { overheadOf, printOverhead } from './overhead.mjs';
import { startServer } from './servers.mjs';
import { ADMIN_ENV, measureLoggedIn, printLoggedIn } from './loggedInRun.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const runs = Math.max(0, Number(process.env.BENCH_WEB_RUNS ?? 1));
const ROUTES = ['/', '/biaya-les', '/cari-pengajar', '/blog'];
const monolithDir = path.join(repoRoot, 'dist-bench', 'monolith');

function build() {
  const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' };
  const run = (command, args) =>
    execFileSync(command, args, { cwd: repoRoot, env, stdio: ['ignore', 'ignore', 'inherit'] });
  console.log('Building the federated site (nx, cached when unchanged)...');
  run('npx', ['nx', 'run-many', '-t', 'build', '--outputStyle=static', '--parallel=1']);
  console.log('Building the monolith (scripts/bench-web/monolith)...');
  run('npx', [
    'webpack',
    '--config',
    path.join('scripts', 'bench-web', 'monolith', 'webpack.config.js'),
    '--mode',
    'production',
  ]);
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function measure(variant, baseUrl, browser, chrome) {
  const rows = [];
  for (const route of ROUTES) {
    const url = baseUrl + route;
    await coldLoad(browser, url); // warms the server (SQLite pages, file stats), not the browser
    const load = await coldLoad(browser, url);
    const audits = [];
    for (let index = 0; index < runs; index += 1) audits.push(await lighthouseMobile(chrome, url));
    rows.push({
      variant,
      route,
      jsKiB: load.jsGzipBytes / 1024,
      perPackage: await gzipBytesPerPackage(load.scriptFiles),
      scripts: load.scripts,
      chain: load.chain,
      score: runs > 0 ? median(audits.map((audit) => audit.score)) : '-',
      cls: runs > 0 ? median(audits.map((audit) => audit.cls)) : Number.NaN,
      lcpMs: runs > 0 ? median(audits.map((audit) => audit.lcpMs)) : Number.NaN,
    });
  }
  return rows;
}

const pad = (value, width) => String(value).padEnd(width);

function printAttribution(federated, monolith, jsKiBOf) {
  printOverhead(
    federated.map((fed, index) => ({
      route: fed.route,
      overhead: overheadOf(fed.perPackage, monolith[index].perPackage),
      jsKiB: jsKiBOf(fed),
      monoKiB: jsKiBOf(monolith[index]),
    })),
  );
}

function print(federated, monolith) {
  console.log(
    `\nLighthouse ${runs > 1 ? `median of ${runs} runs, ` : ''}mobile preset; JS = gzip of every script a cold load downloads; chain = longest request chain before content\n`,
  );
  console.log(
    `${pad('route', 15)}${pad('JS KiB fed/mono (x)', 24)}${pad('scripts', 10)}${pad('chain', 8)}${pad('Lighthouse', 12)}${pad('CLS fed/mono', 15)}LCP ms fed/mono`,
  );
  federated.forEach((fed, index) => {
    const mono = monolith[index];
    const ratio = (fed.jsKiB / mono.jsKiB).toFixed(2);
    console.log(
      pad(fed.route, 15) +
        pad(`${fed.jsKiB.toFixed(0)} / ${mono.jsKiB.toFixed(0)} (${ratio}x)`, 24) +
        pad(`${fed.scripts}/${mono.scripts}`, 10) +
        pad(`${fed.chain}/${mono.chain}`, 8) +
        pad(`${fed.score}/${mono.score}`, 12) +
        pad(`${fed.cls.toFixed(3)}/${mono.cls.toFixed(3)}`, 15) +
        `${fed.lcpMs.toFixed(0)}/${mono.lcpMs.toFixed(0)}`,
    );
  });
  printAttribution(federated, monolith, (row) => row.jsKiB);
}

async function main() {
  if (process.env.BENCH_WEB_SKIP_BUILD !== '1') build();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-web-data-'));
  const browser = await chromium.launch({
    executablePath: chromePath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const chrome = runs > 0 ? await launchChromium(chromePath) : null;
  const servers = [];
  try {
    const federatedServer = await startServer({
      repoRoot,
      shellDir: path.join(repoRoot, 'shell', 'dist'),
      dataDir,
      env: ADMIN_ENV,
    });
    servers.push(federatedServer);
    const federated = await measure('federated', federatedServer.baseUrl, browser, chrome);
    const order = {};
    const federatedLoggedIn = await measureLoggedIn(federatedServer.baseUrl, browser, order);
    federatedServer.stop();
    const monolithServer = await startServer({
      repoRoot,
      shellDir: monolithDir,
      remotesJson: { remotes: [] },
      dataDir,
      env: ADMIN_ENV,
    });
    servers.push(monolithServer);
    const monolith = await measure('monolith', monolithServer.baseUrl, browser, chrome);
    const monolithLoggedIn = await measureLoggedIn(monolithServer.baseUrl, browser, order);
    print(federated, monolith);
    printLoggedIn(federatedLoggedIn, monolithLoggedIn);
    // gzip of the downloaded scripts, as for the public routes
    printAttribution(federatedLoggedIn, monolithLoggedIn, (row) => row.gzipKiB);
  } finally {
    servers.forEach((server) => server.stop());
    await browser.close();
    chrome?.kill();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
