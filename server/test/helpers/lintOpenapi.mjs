// Lints an OpenAPI document (JSON on stdin) with Redocly's "recommended" rules and prints the
// problems as JSON. A separate process because @redocly/openapi-core ships only ES modules, which
// jest's CommonJS module system cannot load.
import { createConfig, lintFromString } from '@redocly/openapi-core';

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
// The product is proprietary: there is no licence text to name or link, so the two licence rules are off.
const config = await createConfig({
  extends: ['recommended'],
  rules: { 'info-license': 'off', 'info-license-strict': 'off' },
});
const problems = await lintFromString({
  source: Buffer.concat(chunks).toString('utf8'),
  absoluteRef: 'openapi.json',
  config,
});
process.stdout.write(
  JSON.stringify(
    problems.map((problem) => ({
      rule: problem.ruleId,
      severity: problem.severity,
      message: problem.message,
      where: problem.location?.[0]?.pointer,
    })),
  ),
);
