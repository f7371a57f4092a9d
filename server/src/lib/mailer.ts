import { createTransport, type Transporter } from 'nodemailer';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** the same message as HTML (notification e-mails carry both parts) */
  html?: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

const FROM = 'Pintar Privat <no-reply@pintarprivat.id>';

/** SMTP through nodemailer when SMTP_URL is set (smtp://user:pass@host:port or smtps://...); none otherwise. */
export function mailerFrom(env: NodeJS.ProcessEnv = process.env): Mailer | null {
  if (!env.SMTP_URL) return null;
  const transport: Transporter = createTransport(env.SMTP_URL);
  return {
    async send(mail) {
      await transport.sendMail({ from: env.SMTP_FROM ?? FROM, ...mail });
    },
  };
}
