// `npm test`: every test. Unit, component and server suites with lint and type checks first (Nx
// runs each package's jest, ESLint and tsc), then the end-to-end suite, which builds the production apps and drives
// them in Chromium. Each step and the whole run print their wall time; the last line sums up the
// jest counts of all of them.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' };
const ANSI = /\u001b\[[0-9;]*m/g;
const totals = { passed: 0, failed: 0 };

/** Wall time since `start` (a performance.now() reading), e.g. "1 min 23.4 s" or "8.2 s". */
function elapsed(start) {
  const seconds = (performance.now() - start) / 1000;
  const minutes = Math.floor(seconds / 60);
  return minutes > 0 ? `${minutes} min ${(seconds - minutes * 60).toFixed(1)} s` : `${seconds.toFixed(1)} s`;
}

/** Runs one Nx step, echoing its output and adding up jest's "Tests:" lines. */
function run(label, args) {
  console.log(`\n=== ${label} ===`);
  return new Promise((resolve) => {
    const child = spawn('npx', ['nx', ...args, '--outputStyle=static'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const count = (line) => {
      const summary = line.replace(ANSI, '').match(/^\s*Tests:\s+(.*)\d+ total/);
      if (!summary) return;
      totals.failed += Number(summary[1].match(/(\d+) failed/)?.[1] ?? 0);
      totals.passed += Number(summary[1].match(/(\d+) passed/)?.[1] ?? 0);
    };
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

// Tests, lint and type checks are one Nx run, so its two parallel slots stay busy: run as two
// steps, the lint step waited for the server suite, the longest, to finish alone on one slot.
const steps = [
  ['unit, component and server tests, lint and type checks', ['run-many', '-t', 'test', 'lint', 'typecheck']],
  ['end-to-end tests (production build in Chromium)', ['run', 'e2e:e2e']],
];

const runStart = performance.now();
const failedSteps = [];
const timings = [];
for (const [label, args] of steps) {
  const stepStart = performance.now();
  const passed = await run(label, args);
  timings.push(`${label}: ${elapsed(stepStart)}${passed ? '' : ' (failed)'}`);
  console.log(`\n--- ${label}: ${passed ? 'passed' : 'FAILED'} in ${elapsed(stepStart)}`);
  if (!passed) failedSteps.push(label);
}

console.log(`\n=== wall time ===\n${timings.map((line) => `  ${line}`).join('\n')}\n  whole run: ${elapsed(runStart)}`);
if (failedSteps.length > 0) console.error(`\nFailed: ${failedSteps.join('; ')}`);
console.log(`\nTests: ${totals.passed} passed, ${totals.failed} failed`);
process.exit(failedSteps.length > 0 ? 1 : 0);
