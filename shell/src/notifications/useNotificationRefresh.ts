import { useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { api } from '@tutor/api';

/** Whether the tab is visible now; polling stops while it is hidden. True until the browser says otherwise (the server renders it so too). */
export function usePageVisible(): boolean {
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    const update = () => setVisible(document.visibilityState !== 'hidden');
    update();
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);
  return visible;
}

type MutationState = { endpointName?: string; status?: string; fulfilledTimeStamp?: number };

/** When the newest write of this tab (any remote's: one api slice) succeeded; 0 before any. */
function lastWriteAt(state: unknown): number {
  const mutations = ((state as Record<string, { mutations?: Record<string, MutationState | undefined> } | undefined>)[
    api.reducerPath
  ]?.mutations ?? {}) as Record<string, MutationState | undefined>;
  let newest = 0;
  for (const mutation of Object.values(mutations)) {
    // marking read invalidates the list itself
    if (
      mutation?.status === 'fulfilled' &&
      mutation.endpointName !== 'markNotificationsRead' &&
      (mutation.fulfilledTimeStamp ?? 0) > newest
    )
      newest = mutation.fulfilledTimeStamp ?? 0;
  }
  return newest;
}

/**
 * After any act of the user in this tab (an order placed, a teacher chosen, a meeting confirmed...),
 * the notifications are asked again: the act may have told them something, or read out what waited.
 * The remotes' writes do not know the bell, so the shell invalidates its tag when one succeeds.
 */
export function useRefreshAfterActs(): void {
  const dispatch = useDispatch();
  const lastWrite = useSelector(lastWriteAt);
  useEffect(() => {
    if (lastWrite > 0) dispatch(api.util.invalidateTags(['Notification']));
  }, [dispatch, lastWrite]);
}
