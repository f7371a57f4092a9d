export { ScheduleClashes } from './ScheduleClashes';
export type { ScheduleClashesProps } from './ScheduleClashes';
