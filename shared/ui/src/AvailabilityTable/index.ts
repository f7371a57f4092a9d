export { AvailabilityTable } from './AvailabilityTable';
export type { AvailabilitySlot, AvailabilityTableProps } from './AvailabilityTable';
