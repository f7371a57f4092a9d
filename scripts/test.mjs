// `npm test`: every test. Unit, component and server suites first (Nx runs each package's jest),
// then the end-to-end suite, which builds the production apps and drives them in Chromium.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' };

function run(label, args) {
  console.log(`\n=== ${label} ===`);
  const result = spawnSync('npx', ['nx', ...args, '--outputStyle=static'], { cwd: root, env, stdio: 'inherit' });
  return result.status === 0;
}

const steps = [
  ['unit, component and server tests', ['run-many', '-t', 'test', '--exclude=e2e']],
  ['lint and type checks', ['run-many', '-t', 'lint', 'typecheck']],
  ['end-to-end tests (production build in Chromium)', ['run', 'e2e:e2e']],
];

const failed = [];
for (const [label, args] of steps) if (!run(label, args)) failed.push(label);

console.log(`\n${steps.length - failed.length} passed, ${failed.length} failed`);
if (failed.length > 0) {
  console.error(`Failed: ${failed.join('; ')}`);
  process.exit(1);
}
