export { ResponsiveTable } from './ResponsiveTable';
export type { ResponsiveTableColumn, ResponsiveTableProps } from './ResponsiveTable';
