import { ROLE_DASHBOARD } from '@tutor/api';
import type { Role, User } from '@tutor/contract';
import { ButtonLink } from '@tutor/ui/Button';
import { Section } from '@tutor/ui/Section';
import { usePageTitle } from '@tutor/ui/usePageTitle';

const AUDIENCE: Record<Role, string> = { siswa: 'siswa dan orang tua', guru: 'guru', admin: 'admin' };

/** 403: the page belongs to another role; say whose it is and where this account's own pages are. */
export function ForbiddenPage({ required, user }: { required: Role; user: User }) {
  usePageTitle('Akses ditolak');
  return (
    <Section level={1} title="Akses ditolak" subtitle={`Halaman ini khusus untuk ${AUDIENCE[required]}.`}>
      <p>
        Anda masuk sebagai {user.nama} ({AUDIENCE[user.role]}), jadi halaman ini tidak dapat dibuka dengan akun Anda.
      </p>
      <ButtonLink to={ROLE_DASHBOARD[user.role]}>Ke dashboard saya</ButtonLink>
    </Section>
  );
}
