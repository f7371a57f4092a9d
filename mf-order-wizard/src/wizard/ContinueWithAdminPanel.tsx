import type { Ref } from 'react';
import { ButtonLink } from '@tutor/ui/Button';
import { useDraftSummary } from './useDraftSummary';
import { orderWhatsAppLink } from './whatsappOrder';

interface ContinueWithAdminPanelProps {
  preferredTeacherId: string | null;
  headingRef: Ref<HTMLHeadingElement>;
}

/**
 * Stands where steps 2 to 4 will be. Those steps are a later issue, so instead of pretending, the
 * page says so and hands the student's choices to the admin over WhatsApp.
 */
export function ContinueWithAdminPanel({ preferredTeacherId, headingRef }: ContinueWithAdminPanelProps) {
  const rows = useDraftSummary(preferredTeacherId);
  return (
    <section className="wizard-continue" aria-labelledby="wizard-continue-title">
      <h2 id="wizard-continue-title" ref={headingRef} tabIndex={-1} className="wizard-step-title">
        Langkah berikutnya sedang kami siapkan
      </h2>
      <p>
        Pengaturan Waktu Les, Lokasi dan Informasi Tambahan belum bisa dilakukan di halaman ini. Lanjutkan pemesanan bersama
        admin kami lewat WhatsApp: pilihan Anda di bawah ini sudah tertulis di pesannya, tinggal dikirim.
      </p>
      <dl className="wizard-summary" aria-label="Ringkasan pilihan Anda">
        {rows.map((row) => (
          <div key={row.label} className="wizard-summary__row">
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
      <p className="wizard-muted">
        Admin menghubungi Anda dalam 1x24 jam untuk konfirmasi dan menawarkan pilihan guru dalam 2x24 jam.
      </p>
      <ButtonLink to={orderWhatsAppLink(rows)} external variant="whatsapp" target="_blank" rel="noopener noreferrer">
        Lanjutkan Pemesanan via WhatsApp
      </ButtonLink>
    </section>
  );
}
