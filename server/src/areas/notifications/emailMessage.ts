/** The e-mail form of an outbox row: plain text and HTML, in Indonesian, with the full link. */
import type { OutgoingMail } from '../../lib/mailer';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Rows written before notifications (a password reset) keep the subject as the body's first line. */
export function mailOfRow(
  row: { recipient: string; subject: string | null; body: string; link: string | null },
  siteUrl: string,
): OutgoingMail {
  const [firstLine = '', ...rest] = row.body.split('\n');
  const subject = row.subject ?? firstLine;
  const body = row.subject === null ? rest.join('\n').trim() : row.body;
  if (row.link === null)
    return { to: row.recipient, subject, text: body, html: `<p>${escapeHtml(body).replace(/\n/g, '<br>')}</p>` };
  const url = `${siteUrl.replace(/\/$/, '')}${row.link}`;
  const settings = `${siteUrl.replace(/\/$/, '')}/notifikasi`;
  const text = `${body}\n\nBuka: ${url}\n\nSalam,\nPintar Privat\n\nEmail ini dikirim karena ada kabar untuk akun Anda. Atur email pemberitahuan di ${settings}`;
  const paragraphs = body
    .split('\n\n')
    .map((part) => `<p>${escapeHtml(part).replace(/\n/g, '<br>')}</p>`)
    .join('');
  const html =
    `<!doctype html><html lang="id"><body style="font-family:sans-serif;color:#1f2937">${paragraphs}` +
    `<p><a href="${escapeHtml(url)}" style="display:inline-block;padding:10px 16px;background:#1a56db;color:#fff;border-radius:6px;text-decoration:none">Buka di Pintar Privat</a></p>` +
    `<p>Salam,<br>Pintar Privat</p>` +
    `<p style="font-size:12px;color:#6b7280">Email ini dikirim karena ada kabar untuk akun Anda. <a href="${escapeHtml(settings)}">Atur email pemberitahuan</a>.</p></body></html>`;
  return { to: row.recipient, subject, text, html };
}
