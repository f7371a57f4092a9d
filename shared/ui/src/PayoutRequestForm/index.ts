export { PayoutRequestForm } from './PayoutRequestForm';
export type { PayoutFormWords, PayoutMutation, PayoutRequestFormProps } from './PayoutRequestForm';
