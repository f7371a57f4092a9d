import { createContext, useContext, type ReactNode } from 'react';

/** "Now" in epoch milliseconds. */
export type Clock = () => number;

const ClockContext = createContext<Clock>(() => Date.now());

/**
 * The time pages read (which week is "this week", whether a meeting has started, the earliest new
 * date): the real clock unless a provider gives another, so tests set the time instead of the
 * machine's. Shared as a singleton with @tutor/api, so one provider reaches every remote.
 */
export function ClockProvider({ clock, children }: { clock: Clock; children: ReactNode }) {
  return <ClockContext.Provider value={clock}>{children}</ClockContext.Provider>;
}

export function useClock(): Clock {
  return useContext(ClockContext);
}
