export { AvailabilityTable, WEEKDAYS } from './AvailabilityTable';
export type { AvailabilitySlot, AvailabilityTableProps, WeekdayName } from './AvailabilityTable';
