import { useSyncExternalStore, type ReactNode } from 'react';
import './LiveFields.css';

const noSubscription = () => () => undefined;

/**
 * False while the page shows the server's HTML and has not hydrated yet (and on the server), true
 * once React runs the page. A page rendered in the browser is live from its first render.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

export interface LiveFieldsProps {
  children: ReactNode;
}

/**
 * A form's fields and buttons, disabled until the page is live. A server-rendered form shows before
 * its scripts run; what a visitor typed there would be dropped by hydration (React keeps its own
 * empty state) and a press of its button would do nothing, so until then nothing can be typed or
 * pressed, and "Memuat formulir…" says why. The fieldset lays out nothing (display: contents), so
 * the form's own layout holds.
 */
export function LiveFields({ children }: LiveFieldsProps) {
  const live = useHydrated();
  return (
    <>
      <fieldset className="ui-live-fields" disabled={!live} aria-busy={live ? undefined : true}>
        {children}
      </fieldset>
      {!live && (
        <span className="ui-live-fields__waiting" role="status">
          Memuat formulir…
        </span>
      )}
    </>
  );
}
