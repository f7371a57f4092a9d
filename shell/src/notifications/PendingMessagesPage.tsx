import { whatsappLink } from '@tutor/api';
import type { EmailDelivery, PendingMessage } from '@tutor/contract';
import { formatInstantId } from '@tutor/rules';
import { Button, ButtonLink } from '@tutor/ui/Button';
import { EmptyState } from '@tutor/ui/EmptyState';
import { Skeleton, SkeletonGroup } from '@tutor/ui/Skeleton';
import { usePageTitle } from '@tutor/ui/usePageTitle';
import { useGetPendingMessagesQuery, useMarkMessageSentMutation } from './notificationApi';
import './notifications.css';

function Message({ message }: { message: PendingMessage }) {
  const [markSent, marking] = useMarkMessageSentMutation();
  const whatsapp = message.saluran === 'whatsapp';
  return (
    <li className="shell-pending__item" aria-label={`${whatsapp ? 'WhatsApp' : 'Email'} ke ${message.penerima}`}>
      <p className="shell-pending__who">
        <strong>{whatsapp ? 'WhatsApp' : 'Email gagal'}</strong> ke {message.penerima} ·{' '}
        {formatInstantId(message.dibuat)}
      </p>
      {message.subjek && <p className="shell-pending__subject">{message.subjek}</p>}
      <p className="shell-pending__body">{message.isi}</p>
      {!whatsapp && (
        <p className="shell-pending__error">
          Gagal setelah {message.percobaan} kali dicoba{message.galat ? `: ${message.galat}` : ''}. Kirim manual, lalu
          tandai terkirim.
        </p>
      )}
      <div className="shell-pending__actions">
        {whatsapp && (
          <ButtonLink
            to={whatsappLink(message.penerima, message.isi)}
            external
            variant="whatsapp"
            target="_blank"
            rel="noopener noreferrer"
          >
            Kirim WhatsApp ke {message.penerima}
          </ButtonLink>
        )}
        <Button variant="secondary" busy={marking.isLoading} onClick={() => void markSent(message.id)}>
          Tandai terkirim
        </Button>
      </div>
      {marking.isError && <p role="alert">Pesan gagal ditandai. Coba lagi.</p>}
    </li>
  );
}

/** What the page says about e-mail: the server's answer tells whether SMTP is set up or mail is only logged. */
function EmailDeliveryNote({ delivery }: { delivery: EmailDelivery }) {
  return delivery === 'smtp' ? (
    <p className="shell-pending__delivery">Email dikirim otomatis lewat server email (SMTP).</p>
  ) : (
    <p className="shell-pending__delivery shell-pending__delivery--warning" role="status">
      <strong>Email belum dikirim ke siapa pun.</strong> Server email (SMTP) belum diatur, jadi setiap email hanya
      dicatat di log server. Atur SMTP_URL agar email sampai ke penerima.
    </p>
  );
}

/** /admin/pesan-keluar: the WhatsApp messages nobody sends automatically (the discount claim's info) and e-mails that failed. */
export function PendingMessagesPage() {
  usePageTitle('Pesan Tertunda');
  const pending = useGetPendingMessagesQuery();
  return (
    <div className="ui-container shell-notifications-page">
      <h1>Pesan Tertunda</h1>
      <p>
        Info diskon 25% untuk nomor yang memintanya dikirim lewat WhatsApp oleh admin: buka tautannya, kirim, lalu
        tandai terkirim. Email yang gagal terkirim setelah 8 kali dicoba juga muncul di sini.
      </p>
      {pending.isLoading ? (
        <SkeletonGroup label="Memuat pesan tertunda" count={3} renderItem={() => <Skeleton height={96} />} />
      ) : pending.isError || !pending.data ? (
        <EmptyState
          role="alert"
          title="Pesan tertunda gagal dimuat"
          action={<Button onClick={() => void pending.refetch()}>Coba lagi</Button>}
        />
      ) : (
        <>
          <EmailDeliveryNote delivery={pending.data.pengiriman_email} />
          {pending.data.data.length === 0 ? (
            <EmptyState
              title="Tidak ada pesan tertunda"
              description={
                pending.data.pengiriman_email === 'smtp'
                  ? 'Semua pesan sudah terkirim.'
                  : 'Tidak ada WhatsApp yang menunggu. Email hanya tercatat di log, belum terkirim.'
              }
            />
          ) : (
            <ul className="shell-pending" aria-label="Pesan yang menunggu dikirim">
              {pending.data.data.map((message) => (
                <Message key={message.id} message={message} />
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}
