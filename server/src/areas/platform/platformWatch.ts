import {
  canaryRollbackDecision,
  errorsPerThousand,
  findRemoteForPath,
  versionOfEntry,
  type RollbackPolicy,
} from '@tutor/rules';
import type { PlatformStatus, RemoteHealth, RemotesManifest, VersionHealth } from '@tutor/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { ServerConfig } from '../../config';
import type { Database } from '../../db/schema';
import { versionForVisitor, visitorIdFromCookie } from '../../platform/canaryVisitor';
import { buildTimeOfEntry } from '../../platform/remoteFiles';
import { readDeployedManifest } from '../../platform/remotesManifest';
import { changeCanary, readHistory, type CanaryAction, type CanaryChange } from '../../platform/remotesManifestWriter';
import { addToCount, countKey, countsSince, type BuildCounts } from './data/versionCounts';
import { HISTORY_SHOWN, WINDOW_MS } from './policy';

/** What an error report says about where it came from (the client's words, or what the server infers). */
export interface ReportOrigin {
  remote?: string;
  version?: string;
  url?: string;
  /** the value of the visitor's pp_pengunjung cookie */
  visitorCookie?: string;
}

export interface PlatformWatchOptions {
  db: Kysely<Database>;
  now: () => Date;
  config: ServerConfig;
  policy: RollbackPolicy;
}

const NO_COUNTS: BuildCounts = { views: 0, errors: 0 };

function health(config: ServerConfig, entry: string, counts: BuildCounts = NO_COUNTS): VersionHealth {
  return {
    versi: versionOfEntry(entry),
    entry,
    dibangun: buildTimeOfEntry(config, entry),
    tampilan: counts.views,
    kesalahan: counts.errors,
    per_seribu: errorsPerThousand(counts),
  };
}

/**
 * Counts page views and errors per remote build, drops a canary whose errors exceed the live
 * build's by the policy's threshold, and answers the platform desk.
 */
export function createPlatformWatch({ db, now, config, policy }: PlatformWatchOptions) {
  const lastHour = () => countsSince(db, new Date(now().getTime() - WINDOW_MS));

  /** The remote and build an error report belongs to: its own words first, else its page and the visitor's bucket. */
  function originOf(manifest: RemotesManifest, report: ReportOrigin): { remote: string; version: string } | null {
    let remote =
      report.remote && manifest.remotes.some((candidate) => candidate.name === report.remote)
        ? report.remote
        : undefined;
    if (!remote && report.url) {
      try {
        remote = findRemoteForPath(new URL(report.url, 'http://localhost').pathname, manifest.remotes)?.name;
      } catch {
        remote = undefined; // not a URL: the report stays unattributed
      }
    }
    if (!remote) return null;
    const version = report.version ?? versionForVisitor(manifest, remote, visitorIdFromCookie(report.visitorCookie));
    // Only the builds in service are counted: a made-up version must not grow the table.
    const definition = manifest.remotes.find((candidate) => candidate.name === remote);
    const inService = [definition?.entry, definition?.canary?.entry].some(
      (entry) => entry !== undefined && versionOfEntry(entry) === version,
    );
    return version && inService ? { remote, version } : null;
  }

  async function judgeCanary(
    manifest: RemotesManifest,
    remoteName: string,
    log: FastifyBaseLogger,
  ): Promise<CanaryChange | null> {
    const remote = manifest.remotes.find((candidate) => candidate.name === remoteName);
    if (!remote?.canary) return null;
    const counts = await lastHour();
    const live = counts.get(countKey(remote.name, versionOfEntry(remote.entry))) ?? NO_COUNTS;
    const canary = counts.get(countKey(remote.name, versionOfEntry(remote.canary.entry))) ?? NO_COUNTS;
    const decision = canaryRollbackDecision(live, canary, policy);
    if (!decision.rollback) return null;
    const change = await changeCanary(
      config.remotesManifest,
      remote.name,
      'rollback-otomatis',
      decision.reason,
      'otomatis',
      now(),
    );
    if (change.ok) log.warn({ remote: remote.name, reason: decision.reason }, 'canary rolled back automatically');
    return change;
  }

  return {
    async pageViewed(remote: string, version: string): Promise<void> {
      await addToCount(db, 'views', remote, version, now());
    },

    /** Counts the report against its build; a canary's report may roll the canary back. */
    async errorReported(report: ReportOrigin, log: FastifyBaseLogger): Promise<void> {
      const manifest = await readDeployedManifest(config, log);
      const origin = originOf(manifest, report);
      if (!origin) return;
      await addToCount(db, 'errors', origin.remote, origin.version, now());
      await judgeCanary(manifest, origin.remote, log);
    },

    async status(log: FastifyBaseLogger): Promise<PlatformStatus> {
      const [manifest, counts, history] = await Promise.all([
        readDeployedManifest(config, log),
        lastHour(),
        readHistory(config.remotesManifest, HISTORY_SHOWN),
      ]);
      const remotes = manifest.remotes.map((remote): RemoteHealth => ({
        nama: remote.name,
        rute: remote.routes,
        live: health(config, remote.entry, counts.get(countKey(remote.name, versionOfEntry(remote.entry)))),
        canary: remote.canary
          ? {
              ...health(
                config,
                remote.canary.entry,
                counts.get(countKey(remote.name, versionOfEntry(remote.canary.entry))),
              ),
              persen: remote.canary.percent,
            }
          : null,
      }));
      return {
        remotes,
        riwayat: history,
        kebijakan: { ambang_per_seribu: policy.thresholdPerThousand, minimal_tampilan: policy.minViews },
      };
    },

    /** A promotion or rollback by hand (the desk; the command line calls changeCanary itself). */
    change(
      remote: string,
      action: Exclude<CanaryAction, 'rollback-otomatis'>,
      reason: string,
      by: string,
    ): Promise<CanaryChange> {
      return changeCanary(config.remotesManifest, remote, action, reason, by, now());
    },
  };
}

export type PlatformWatch = ReturnType<typeof createPlatformWatch>;
