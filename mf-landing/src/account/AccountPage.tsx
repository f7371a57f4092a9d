import { ORDER_ADMIN_WHATSAPP, whatsappLink } from '@tutor/api';
import { ButtonLink } from '@tutor/ui/Button';
import { Section } from '@tutor/ui/Section';
import { usePageTitle } from '@tutor/ui/usePageTitle';
import { ORDER_WHATSAPP_MESSAGE } from '../content/contact';
import './account.css';

const COPY = {
  login: {
    title: 'Masuk ke Akun',
    lead: 'Akun siswa dan pengajar Pintar Privat sedang kami siapkan, jadi halaman masuk belum bisa dipakai.',
  },
  register: {
    title: 'Daftar Akun',
    lead: 'Pendaftaran akun siswa dan pengajar di situs ini sedang kami siapkan, jadi formulir daftar belum bisa dipakai.',
  },
} as const;

/**
 * /login and /register belong to the account system, which this platform does not have yet. Rather
 * than a dead end, the page says so and offers the ways that work today. When the account system
 * ships, its routes replace these in remotes.json.
 */
export function AccountPage({ mode }: { mode: 'login' | 'register' }) {
  const copy = COPY[mode];
  usePageTitle(copy.title);
  return (
    <Section level={1} title={copy.title} subtitle={copy.lead} className="landing-account">
      <p className="landing-account__text">
        Sementara itu, admin kami melayani pemesanan les dan pertanyaan seputar akun lewat WhatsApp setiap hari pukul
        08.00–21.00 WIB. Calon pengajar bisa membaca syarat dan alur seleksi di halaman Jadi Pengajar.
      </p>
      <div className="landing-account__actions">
        <ButtonLink to={whatsappLink(ORDER_ADMIN_WHATSAPP, ORDER_WHATSAPP_MESSAGE)} external variant="whatsapp" target="_blank" rel="noopener noreferrer">
          Pesan Les via WhatsApp
        </ButtonLink>
        <ButtonLink to="/jadi-pengajar" variant="secondary">
          Info Jadi Pengajar
        </ButtonLink>
        <ButtonLink to="/biaya-les" variant="ghost">
          Cek Biaya Les
        </ButtonLink>
      </div>
    </Section>
  );
}
