import { spawnSync } from 'node:child_process';

/**
 * Debian's `prometheus` package's promtool (PROMTOOL chooses another). `.ci/run` installs it when
 * missing; without it these checks fail with this message rather than pass unchecked.
 */
export function promtool(args: string[], input?: string): { status: number | null; output: string } {
  const command = process.env.PROMTOOL ?? 'promtool';
  const result = spawnSync(command, args, { input, encoding: 'utf8' });
  if (result.error && (result.error as NodeJS.ErrnoException).code === 'ENOENT')
    throw new Error(
      `${command} not found: install Debian's prometheus package (apt-get install -y prometheus) or set PROMTOOL`,
    );
  if (result.error) throw result.error;
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}
