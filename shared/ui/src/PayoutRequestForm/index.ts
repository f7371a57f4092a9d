export { PayoutRequestForm } from './PayoutRequestForm';
export type { PayoutRequestFormProps } from './PayoutRequestForm';
