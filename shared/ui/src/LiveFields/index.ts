export { LiveFields, useHydrated } from './LiveFields';
export type { LiveFieldsProps } from './LiveFields';
