import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * Per-team CI: `npx nx affected -t lint test build` runs only what a change touches. A team's
 * change inside its remote must affect that remote and the end-to-end suite, never another
 * remote or the shell; a change to a shared library affects every app that uses it.
 */
const ROOT = path.resolve(__dirname, '..', '..');

function affectedBy(file: string): string[] {
  const output = execFileSync('npx', ['nx', 'show', 'projects', '--affected', `--files=${file}`, '--json'], {
    cwd: ROOT,
    env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' },
    encoding: 'utf8',
  });
  return (JSON.parse(output) as string[]).sort();
}

describe('nx affected for one team', () => {
  it.each(['mf-blog', 'mf-search', 'mf-job-board'])(
    'a change inside %s affects that remote and the e2e suite only',
    (remote) => {
      expect(affectedBy(`${remote}/src/App.tsx`)).toEqual([remote, 'e2e'].sort());
    },
  );

  it('a change to the design system affects every app', () => {
    const affected = affectedBy('shared/ui/src/index.ts');
    for (const app of ['shell', 'mf-landing', 'mf-search', 'mf-blog', 'mf-order-wizard', 'mf-job-board'])
      expect(affected).toContain(app);
  });
});
