import { spawn } from 'node:child_process';

/** Runs a PostgreSQL client tool (pg_dump, pg_restore); rejects with its error output. */
export function runTool(command: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new Error(`${command} tidak ditemukan: pasang klien PostgreSQL (Debian: apt-get install postgresql-client)`)
          : error,
      ),
    );
    child.on('close', (code) =>
      code === 0 ? resolve(stdout) : reject(new Error(`${command} gagal (kode ${code}): ${stderr.trim()}`)),
    );
  });
}
