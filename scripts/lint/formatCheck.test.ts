import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The format check (`prettier --check`, the lint-rules project's `format` target, run by `npm test`)
 * is proved to bite: a badly formatted file is refused under the repository's settings, and the
 * same code once formatted passes. The probe lives in a temporary folder, not in the sources: the
 * format, lint and type checks of the workspace run beside this test and would see it there.
 */
const root = path.resolve(__dirname, '..', '..');
const prettier = path.join(root, 'node_modules', '.bin', 'prettier');
const folder = mkdtempSync(path.join(os.tmpdir(), 'format-probe-'));
const planted = path.join(folder, 'formatProbe.tsx');

const BADLY_FORMATTED = 'export const probe = ( flag:boolean ) => { return flag ? "ja" : \'tidak\' }\n';
const FORMATTED = "export const probe = (flag: boolean) => {\n  return flag ? 'ja' : 'tidak';\n};\n";

function check(code: string) {
  writeFileSync(planted, code);
  return spawnSync(prettier, ['--check', '--config', path.join(root, '.prettierrc.json'), planted], {
    cwd: root,
    encoding: 'utf8',
  });
}

afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('the format check refuses a planted badly formatted file', () => {
  it('refuses the file as it was written', () => {
    const result = check(BADLY_FORMATTED);
    expect(result.status).not.toBe(0);
    expect(result.stderr + result.stdout).toContain(path.basename(planted));
  });

  it('passes the same code formatted', () => {
    expect(check(FORMATTED).status).toBe(0);
  });
});
