/**
 * Canary releases of a remote: which build a visitor sees, how a build is named, and when a
 * canary's errors are bad enough to drop it. Pure, so the server and its tests share one rule.
 */
import { formatDecimalId } from './decimalText';

/** Buckets per remote: a percent with two decimals maps onto whole buckets. */
export const CANARY_BUCKETS = 10_000;

/** FNV-1a, 32 bits: fast, and spread evenly enough over random visitor ids. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/**
 * The visitor's bucket (0 … 9,999) for one remote. It depends only on the visitor id in their
 * cookie and the remote's name: the same visitor keeps their build on every request, raising the
 * percent only adds visitors, and the 10 % of one remote's canary are not the 10 % of another's.
 */
export function canaryBucket(visitorId: string, remoteName: string): number {
  return fnv1a(`${visitorId}:${remoteName}`) % CANARY_BUCKETS;
}

export function seesCanary(bucket: number, percent: number): boolean {
  return bucket < Math.round(percent * (CANARY_BUCKETS / 100));
}

export interface CanaryCandidate {
  name: string;
  entry: string;
  canary?: { entry: string; percent: number };
}

/** The entry (mf-manifest.json URL) this visitor loads for the remote. */
export function entryForVisitor(remote: CanaryCandidate, visitorId: string): string {
  if (!remote.canary) return remote.entry;
  return seesCanary(canaryBucket(visitorId, remote.name), remote.canary.percent) ? remote.canary.entry : remote.entry;
}

/** A build's name: its deployment folder (`/remotes/mf-blog-2026-11-26/…` → mf-blog-2026-11-26), else the entry itself. */
export function versionOfEntry(entry: string): string {
  const folder = /^\/remotes\/([^/]+)\//.exec(entry);
  return folder?.[1] ?? entry;
}

export interface VersionCounts {
  views: number;
  errors: number;
}

/** Errors per 1,000 page views, one decimal; 0 without views. */
export function errorsPerThousand({ views, errors }: VersionCounts): number {
  if (views <= 0) return 0;
  return Math.round((errors * 10_000) / views) / 10;
}

export interface RollbackPolicy {
  /** the canary goes when its rate exceeds the live build's by more than this (errors per 1,000 views) */
  thresholdPerThousand: number;
  /** the canary is judged only from this many page views on (one early error decides nothing) */
  minViews: number;
}

export type RollbackDecision = { rollback: false } | { rollback: true; reason: string };

const perThousandText = (value: number) => formatDecimalId(value, Number.isInteger(value) ? 0 : 1);

/**
 * Whether a test build (canary) fails more than the live one by more than the policy allows, in
 * errors per 1,000 views: the rollback's test, and the platform desk's warning before enough views.
 */
export function canaryErrorsTooHigh(
  liveRate: number,
  canaryRate: number,
  policy: Pick<RollbackPolicy, 'thresholdPerThousand'>,
): boolean {
  return canaryRate - liveRate > policy.thresholdPerThousand;
}

/** Whether the canary is dropped, with the reason the platform desk shows (Indonesian). */
export function canaryRollbackDecision(
  live: VersionCounts,
  canary: VersionCounts,
  policy: RollbackPolicy,
): RollbackDecision {
  if (canary.views < policy.minViews) return { rollback: false };
  const canaryRate = errorsPerThousand(canary);
  const liveRate = errorsPerThousand(live);
  if (!canaryErrorsTooHigh(liveRate, canaryRate, policy)) return { rollback: false };
  return {
    rollback: true,
    reason:
      `Versi uji: ${perThousandText(canaryRate)} kesalahan per 1.000 tampilan (${canary.errors} dari ${canary.views}), ` +
      `versi aktif: ${perThousandText(liveRate)}; selisih melebihi ambang ${perThousandText(policy.thresholdPerThousand)}.`,
  };
}
