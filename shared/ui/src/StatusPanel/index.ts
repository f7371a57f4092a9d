export { UnavailablePanel } from './UnavailablePanel';
export type { UnavailablePanelProps } from './UnavailablePanel';
