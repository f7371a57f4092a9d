import { randomUUID } from 'node:crypto';
import { appendFile, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { RemotesManifest, type RemoteHistoryEvent } from '@tutor/contract';
import { Value } from '@sinclair/typebox/value';

export type CanaryAction = 'promosi' | 'rollback' | 'rollback-otomatis';

export type CanaryChange =
  | { ok: true; event: RemoteHistoryEvent }
  | { ok: false; problem: 'unreadable' | 'no-remote' | 'no-canary'; detail: string };

/** The history beside remotes.json: one JSON line per promotion or rollback, oldest first. */
export function historyFileOf(manifestFile: string): string {
  return path.join(path.dirname(manifestFile), 'remotes-history.log');
}

/** "mf-blog" (the folder, as teams say it) or "mf_blog" (the federation name) name the same remote. */
export function federationName(name: string): string {
  return name.replace(/-/g, '_');
}

/** Replaces the file in one step: readers see the old text or the new one, never half of it. */
async function writeAtomically(file: string, text: string): Promise<void> {
  const temporary = `${file}.${process.pid}.${randomUUID()}.tmp`;
  try {
    await writeFile(temporary, text, { flag: 'wx' });
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

async function readManifest(file: string): Promise<RemotesManifest | string> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    return `${file}: ${(error as Error).message}`;
  }
  return Value.Check(RemotesManifest, parsed) ? parsed : `${file} does not match RemotesManifest`;
}

// One change at a time in this process: two rollbacks at once must not both rewrite the file.
let queue: Promise<unknown> = Promise.resolve();

/**
 * Promotes a remote's canary (its entry becomes the live one) or drops it (rollback), rewriting
 * remotes.json atomically and appending the event to the history. Without a canary nothing is
 * written: a second rollback of the same canary (another process, a double click) is a no-op.
 */
export function changeCanary(
  file: string,
  remoteName: string,
  action: CanaryAction,
  reason: string,
  by: string,
  now: Date,
): Promise<CanaryChange> {
  const run = async (): Promise<CanaryChange> => {
    const manifest = await readManifest(file);
    if (typeof manifest === 'string') return { ok: false, problem: 'unreadable', detail: manifest };
    const name = federationName(remoteName);
    const remote = manifest.remotes.find((candidate) => candidate.name === name);
    if (!remote) return { ok: false, problem: 'no-remote', detail: name };
    const { canary, ...rest } = remote;
    if (!canary) return { ok: false, problem: 'no-canary', detail: name };
    const live = action === 'promosi' ? canary.entry : remote.entry;
    const next: RemotesManifest = {
      remotes: manifest.remotes.map((candidate) => (candidate === remote ? { ...rest, entry: live } : candidate)),
    };
    await writeAtomically(file, `${JSON.stringify(next, null, 2)}\n`);
    const event: RemoteHistoryEvent = {
      waktu: now.toISOString(),
      aksi: action,
      remote: name,
      dari: action === 'promosi' ? remote.entry : canary.entry,
      ke: live,
      alasan: reason,
      oleh: by,
    };
    await appendFile(historyFileOf(file), `${JSON.stringify(event)}\n`);
    return { ok: true, event };
  };
  const result = queue.then(run, run);
  queue = result.catch(() => undefined);
  return result;
}

/** The newest `limit` events of the history, newest first; lines that are not events are skipped. */
export async function readHistory(file: string, limit: number): Promise<RemoteHistoryEvent[]> {
  let text: string;
  try {
    text = await readFile(historyFileOf(file), 'utf8');
  } catch {
    return []; // no promotion or rollback yet
  }
  const events: RemoteHistoryEvent[] = [];
  for (const line of text.split('\n')) {
    try {
      const parsed: unknown = JSON.parse(line);
      if (typeof parsed === 'object' && parsed !== null && 'aksi' in parsed && 'waktu' in parsed)
        events.push(parsed as RemoteHistoryEvent);
    } catch {
      // a blank or torn line
    }
  }
  return events.reverse().slice(0, limit);
}
