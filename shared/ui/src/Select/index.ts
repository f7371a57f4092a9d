export { Select } from './Select';
export type { SelectProps } from './Select';
export { optionOf } from './optionOf';
