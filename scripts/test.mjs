// `npm test`: every test. Unit, component and server suites first (Nx runs each package's jest),
// lint and type checks, then the end-to-end suite, which builds the production apps and drives
// them in Chromium. The last line sums up the jest counts of all of them.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' };
const ANSI = /\u001b\[[0-9;]*m/g;
const totals = { passed: 0, failed: 0 };

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

const steps = [
  ['unit, component and server tests', ['run-many', '-t', 'test', '--exclude=e2e']],
  ['lint and type checks', ['run-many', '-t', 'lint', 'typecheck']],
  ['end-to-end tests (production build in Chromium)', ['run', 'e2e:e2e']],
];

const failedSteps = [];
for (const [label, args] of steps) if (!(await run(label, args))) failedSteps.push(label);

if (failedSteps.length > 0) console.error(`\nFailed: ${failedSteps.join('; ')}`);
console.log(`\nTests: ${totals.passed} passed, ${totals.failed} failed`);
process.exit(failedSteps.length > 0 ? 1 : 0);
