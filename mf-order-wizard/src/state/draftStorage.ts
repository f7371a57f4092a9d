import type { OrderWizardState } from './draftTypes';
import { IDEMPOTENCY_KEY_PATTERN } from './idempotencyKey';

/** sessionStorage: the draft survives a reload of this tab and ends with it. */
export const DRAFT_STORAGE_KEY = 'pintar-privat:pemesanan-les';
const VERSION = 1;

interface SavedDraft {
  version: number;
  draft: OrderWizardState;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // a browser with storage switched off throws on access: the draft then lives in memory only
    return null;
  }
}

/** The saved draft, or null when there is none or it was written by another version of the wizard. */
export function loadDraft(): OrderWizardState | null {
  const raw = storage()?.getItem(DRAFT_STORAGE_KEY);
  if (!raw) return null;
  try {
    const saved = JSON.parse(raw) as Partial<SavedDraft>;
    const draft = saved.draft;
    if (saved.version !== VERSION || !draft || !IDEMPOTENCY_KEY_PATTERN.test(draft.idempotencyKey)) return null;
    return draft;
  } catch {
    return null;
  }
}

/** A draft with nothing chosen yet is not worth keeping: after an order the storage stays empty. */
export function saveDraft(draft: OrderWizardState): void {
  const target = storage();
  if (!target) return;
  try {
    if (draft.paket === null && draft.jenjang === null) target.removeItem(DRAFT_STORAGE_KEY);
    else target.setItem(DRAFT_STORAGE_KEY, JSON.stringify({ version: VERSION, draft } satisfies SavedDraft));
  } catch {
    // quota exceeded: keeping the page working matters more than the copy
  }
}

export function clearSavedDraft(): void {
  storage()?.removeItem(DRAFT_STORAGE_KEY);
}
