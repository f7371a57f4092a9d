// `npm test`: every test. Unit, component and server suites with lint and type checks first (Nx
// runs each package's jest, ESLint and tsc), then the end-to-end suite, which builds the production
// apps and drives them in Chromium (the Playwright test runner). Each step and the whole run print
// their wall time; the last line sums up the counts of all of them: jest's "Tests:" lines and
// Playwright's summary.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' };
const ANSI = /\u001b\[[0-9;]*m/g;
const totals = { passed: 0, failed: 0, flaky: 0, skipped: 0 };

/** Wall time since `start` (a performance.now() reading), e.g. "1 min 23.4 s" or "8.2 s". */
function elapsed(start) {
  const seconds = (performance.now() - start) / 1000;
  const minutes = Math.floor(seconds / 60);
  return minutes > 0 ? `${minutes} min ${(seconds - minutes * 60).toFixed(1)} s` : `${seconds.toFixed(1)} s`;
}

/** Adds up one jest "Tests:" line: "Tests:       1 failed, 2 skipped, 40 passed, 43 total". */
function countJest(line) {
  const summary = line.match(/^\s*Tests:\s+(.*)\d+ total/);
  if (!summary) return;
  totals.failed += Number(summary[1].match(/(\d+) failed/)?.[1] ?? 0);
  totals.passed += Number(summary[1].match(/(\d+) passed/)?.[1] ?? 0);
  totals.skipped += Number(summary[1].match(/(\d+) skipped/)?.[1] ?? 0);
}

/**
 * Adds up one line of Playwright's closing summary, one count a line: "  133 passed (21.4m)",
 * "  2 failed", "  1 flaky", "  3 skipped"; tests that "did not run" or were "interrupted" count
 * as failed. Only read in the Playwright step, where no other line looks like these.
 */
function countPlaywright(line) {
  const summary = line.match(/^\s+(\d+) (passed|failed|flaky|skipped|did not run|interrupted)( \(.*\))?\s*$/);
  if (!summary) return;
  const kind = summary[2] === 'did not run' || summary[2] === 'interrupted' ? 'failed' : summary[2];
  totals[kind] += Number(summary[1]);
}

/** Runs one Nx step, echoing its output and adding up its test counts (`counter` reads a line). */
function run(label, args, counter) {
  console.log(`\n=== ${label} ===`);
  return new Promise((resolve) => {
    const child = spawn('npx', ['nx', ...args, '--outputStyle=static'], {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const count = (line) => counter(line.replace(ANSI, ''));
    const relay = (stream, target) => {
      let pending = '';
      stream.on('data', (chunk) => {
        target.write(chunk);
        const lines = (pending + chunk.toString()).split('\n');
        pending = lines.pop() ?? '';
        lines.forEach(count);
      });
      stream.on('end', () => count(pending));
    };
    relay(child.stdout, process.stdout);
    relay(child.stderr, process.stderr);
    child.on('close', (code) => resolve(code === 0));
  });
}

// Tests, lint, type and format checks and the production builds are one Nx run, so its two parallel
// slots stay busy: run as separate steps, the lint step waited for the server suite, the longest, to
// finish alone on one slot, and so did the builds the end-to-end step needs. The end-to-end step then
// runs on those builds (--excludeTaskDependencies), which also holds with NX_SKIP_NX_CACHE=true.
const steps = [
  [
    'unit, component and server tests, lint, type and format checks, production builds',
    ['run-many', '-t', 'test', 'lint', 'typecheck', 'format', 'build'],
    countJest,
  ],
  [
    'end-to-end tests (the production build in Chromium)',
    ['run', 'e2e:e2e', '--excludeTaskDependencies'],
    countPlaywright,
  ],
];

const runStart = performance.now();
const failedSteps = [];
const timings = [];
for (const [label, args, counter] of steps) {
  const stepStart = performance.now();
  const passed = await run(label, args, counter);
  timings.push(`${label}: ${elapsed(stepStart)}${passed ? '' : ' (failed)'}`);
  console.log(`\n--- ${label}: ${passed ? 'passed' : 'FAILED'} in ${elapsed(stepStart)}`);
  if (!passed) failedSteps.push(label);
}

console.log(`\n=== wall time ===\n${timings.map((line) => `  ${line}`).join('\n')}\n  whole run: ${elapsed(runStart)}`);
if (failedSteps.length > 0) console.error(`\nFailed: ${failedSteps.join('; ')}`);
// skipped tests are counted and shown: the suites must have none
const flaky = totals.flaky > 0 ? `, ${totals.flaky} flaky` : '';
console.log(`\nTests: ${totals.passed} passed, ${totals.failed} failed${flaky}, ${totals.skipped} skipped`);
process.exit(failedSteps.length > 0 ? 1 : 0);
