export { WhatsAppNumberField } from './WhatsAppNumberField';
export type { WhatsAppNumberFieldProps } from './WhatsAppNumberField';
