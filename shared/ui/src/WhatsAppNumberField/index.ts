export { WhatsAppNumberField } from './WhatsAppNumberField';
export type { WhatsAppNumberFieldProps } from './WhatsAppNumberField';
export { normalizeWhatsAppDigits, WHATSAPP_PREFIX } from './whatsAppDigits';
