export { Counter, COUNTER_DURATION_MS } from './Counter';
export type { CounterProps } from './Counter';
