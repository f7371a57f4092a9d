// Where the main thread goes while a page starts, function by function: loads one page in Debian
// Chromium at Lighthouse's 4x CPU slowdown with V8's sampling profiler on, cuts the samples into
// runs of busy time ("tasks", split where the thread was idle), and prints for each run over 50 ms
// the functions with the most time under them and the most time of their own, named through the
// build's source maps (file:line in the source). For finding what makes a long task, not for
// figures. Needs a built site running (README, "First load"); usage:
// node scripts/bench-web/start-up-profile.mjs http://127.0.0.1:3300/  (TOP=20 for more lines)
import { chromium } from 'playwright-core';
import fs from 'node:fs';
import path from 'node:path';
import { SourceMapConsumer } from 'source-map';
import { fileURLToPath } from 'node:url';
const url = process.argv[2] ?? 'http://127.0.0.1:3300/';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await cdp.send('Profiler.start');
await page.goto(url, { waitUntil: 'load' });
// the profile runs on for 4 s after the load event: hydration and the tasks it schedules come later
await page.waitForTimeout(4000);
const { profile } = await cdp.send('Profiler.stop');
await browser.close();
// a script's URL → the built file beside its source map
const base = new URL(url).origin;
function localFile(u) {
  if (!u.startsWith(base)) return null;
  const p = new URL(u).pathname;
  let m = /^\/remotes\/([^/]+)\/(.*)$/.exec(p);
  if (m) return path.join(root, m[1], 'dist', m[2]);
  return path.join(root, 'shell', 'dist', p);
}
const consumers = new Map();
async function consumer(u) {
  if (consumers.has(u)) return consumers.get(u);
  let c = null;
  const f = localFile(u);
  if (f && fs.existsSync(f + '.map')) c = await new SourceMapConsumer(JSON.parse(fs.readFileSync(f + '.map', 'utf8')));
  consumers.set(u, c);
  return c;
}
const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const names = new Map();
for (const n of profile.nodes) {
  const cf = n.callFrame;
  let name = `${cf.functionName || '(anon)'} ${cf.url.split('/').slice(-2).join('/')}:${cf.lineNumber + 1}:${cf.columnNumber + 1}`;
  const c = cf.url ? await consumer(cf.url) : null;
  if (c) {
    const o = c.originalPositionFor({ line: cf.lineNumber + 1, column: cf.columnNumber });
    if (o.source)
      name = `${o.name || cf.functionName || '(anon)'} ${o.source.replace(/^webpack:\/\/[^/]*\//, '').replace(/.*node_modules\//, 'nm/')}:${o.line}`;
  }
  names.set(n.id, name);
}
// tasks: contiguous runs of non-idle samples
const times = [];
let t = profile.startTime;
for (const d of profile.timeDeltas) {
  t += d;
  times.push(t);
}
const tasks = [];
let cur = null;
for (let i = 0; i < profile.samples.length; i++) {
  const n = nodes.get(profile.samples[i]);
  const dt = (times[i + 1] ?? times[i]) - times[i];
  const idle = n.callFrame.functionName === '(idle)';
  if (idle) {
    if (cur) {
      tasks.push(cur);
      cur = null;
    }
    continue;
  }
  if (!cur) cur = { start: times[i], dur: 0, incl: new Map(), self: new Map() };
  cur.dur += dt;
  const seen = new Set();
  for (let id = n.id; id !== undefined; id = parent.get(id)) {
    const nm = names.get(id);
    if (!seen.has(nm)) {
      seen.add(nm);
      cur.incl.set(nm, (cur.incl.get(nm) ?? 0) + dt);
    }
  }
  cur.self.set(names.get(n.id), (cur.self.get(names.get(n.id)) ?? 0) + dt);
}
if (cur) tasks.push(cur);
const limit = Number(process.env.TOP ?? 14);
for (const task of tasks.filter((x) => x.dur > 50000)) {
  console.log(
    `\n== task at ${((task.start - profile.startTime) / 1000).toFixed(0)}ms dur ${(task.dur / 1000).toFixed(0)}ms`,
  );
  const top = [...task.incl]
    .filter(([k]) => !k.startsWith('(root)'))
    .sort((a, b) => b[1] - a[1])
    .slice(0, limit);
  for (const [k, v] of top) console.log(`  incl ${(v / 1000).toFixed(0).padStart(5)} ${k}`);
  const topSelf = [...task.self].sort((a, b) => b[1] - a[1]).slice(0, 6);
  for (const [k, v] of topSelf) console.log(`  self ${(v / 1000).toFixed(0).padStart(5)} ${k}`);
}
