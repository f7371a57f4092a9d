import { useEffect } from 'react';
import { useStore } from 'react-redux';
import type { AppStore } from '@tutor/api';
import { saveDraft } from './draftStorage';
import { selectDraft } from './wizardSlice';

/**
 * Saves the draft to sessionStorage whenever it changes while the wizard is open, so a reload
 * continues where the student was (the slice restores it when it starts).
 */
export function useDraftPersistence(): void {
  const store = useStore() as AppStore;
  useEffect(() => {
    let last = selectDraft(store.getState());
    return store.subscribe(() => {
      const draft = selectDraft(store.getState());
      if (draft === last) return;
      last = draft;
      saveDraft(draft);
    });
  }, [store]);
}
