import type { RollbackPolicy } from '@tutor/rules';

/** The window the desk and the rollback judge: the last hour. */
export const WINDOW_MS = 60 * 60 * 1000;
export const HISTORY_SHOWN = 20;

function nonNegative(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(parsed) && parsed >= 0 ? parsed : fallback;
}

/**
 * CANARY_ROLLBACK_THRESHOLD: errors per 1,000 views by which the canary may exceed the live build
 * (default 20); CANARY_MIN_VIEWS: views the canary needs in the hour before it is judged (default 50).
 */
export function rollbackPolicyFrom(env: NodeJS.ProcessEnv): RollbackPolicy {
  return {
    thresholdPerThousand: nonNegative(env.CANARY_ROLLBACK_THRESHOLD, 20),
    minViews: Math.floor(nonNegative(env.CANARY_MIN_VIEWS, 50)),
  };
}

export const PLATFORM_MESSAGES = {
  noCanary: 'Remote ini tidak sedang menjalankan versi uji.',
  noRemote: 'Remote tidak dikenal.',
  unreadable: 'remotes.json tidak dapat dibaca; perbaiki berkasnya dahulu.',
  promotedByHand: 'Versi uji dijadikan aktif dari halaman platform.',
  rolledBackByHand: 'Dikembalikan dari halaman platform.',
} as const;
