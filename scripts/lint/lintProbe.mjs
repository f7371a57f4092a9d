// Lints planted sources with the workspace's ESLint configuration (the ESLint Node API) and prints,
// for each, the rule ids that refused it. Input on stdin: [{ filePath, code }] with paths from the
// repository root (in an existing folder); the planted file is written there, linted and removed.
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
for (const { filePath, code } of probes) {
  const file = path.join(root, filePath);
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
  }
}
process.stdout.write(JSON.stringify(results));
