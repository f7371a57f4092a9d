export { CalendarFeed } from './CalendarFeed';
export type { CalendarFeedProps } from './CalendarFeed';
