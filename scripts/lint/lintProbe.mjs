// Lints planted sources with the workspace's ESLint configuration (the ESLint Node API) and prints,
// for each, the rule ids that refused it. Input on stdin: [{ filePath, code }] with paths from the
// repository root (in an existing folder); the planted file is written there, linted and removed.
// `alongside` ([{ filePath, code }], optional) are written beside it for its lint and removed after
// (a cycle needs two files).
// It runs in its own Node process because ESLint loads eslint.config.mjs as an ES module, which
// jest's module sandbox cannot import.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const probes = JSON.parse(readFileSync(0, 'utf8'));
const eslint = new ESLint({ cwd: root });
const results = [];
for (const { filePath, code, alongside = [] } of probes) {
  const file = path.join(root, filePath);
  const companions = alongside.map((companion) => path.join(root, companion.filePath));
  alongside.forEach((companion, index) => writeFileSync(companions[index], companion.code, { flag: 'wx' }));
  writeFileSync(file, code, { flag: 'wx' });
  try {
    const [report] = await eslint.lintFiles([file]);
    results.push({
      filePath,
      errors: report.messages
        .filter((message) => message.severity === 2)
        .map((message) => ({ ruleId: message.ruleId, message: message.message })),
    });
  } finally {
    rmSync(file);
    companions.forEach((companion) => rmSync(companion));
  }
}
process.stdout.write(JSON.stringify(results));
