export { ReschedulePanel } from './ReschedulePanel';
export type { ReschedulePanelProps, RescheduleActions } from './ReschedulePanel';
export { SlotFields } from './SlotFields';
