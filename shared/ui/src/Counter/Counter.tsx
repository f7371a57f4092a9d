import { formatDecimalId } from '@tutor/rules';
import { useCountUp } from './useCountUp';

export interface CounterProps {
  value: number;
  /** written right after the number, e.g. "K" or "+" */
  suffix?: string;
  decimals?: number;
  /** how long the count-up takes (3 seconds) */
  durationMs?: number;
  className?: string;
}

export const COUNTER_DURATION_MS = 3000;

function formatCount(value: number, decimals: number): string {
  return formatDecimalId(value, decimals);
}

/**
 * A statistic that counts up from 0 (Indonesian number format: 1.250, 4,9). Screen readers get
 * the final value only, not every intermediate frame.
 */
export function Counter({
  value,
  suffix = '',
  decimals = 0,
  durationMs = COUNTER_DURATION_MS,
  className,
}: CounterProps) {
  const shown = useCountUp(value, durationMs);
  return (
    <span className={['ui-counter', className ?? ''].join(' ').trim()}>
      <span aria-hidden="true">
        {formatCount(shown, decimals)}
        {suffix}
      </span>
      <span className="ui-visually-hidden">
        {formatCount(value, decimals)}
        {suffix}
      </span>
    </span>
  );
}
