import { TWO_STEP_MESSAGES } from '@tutor/rules';
import { ButtonLink } from '@tutor/ui/Button';
import { Section } from '@tutor/ui/Section';
import { usePageTitle } from '@tutor/ui/usePageTitle';
import { ACCOUNT_SETTINGS_PATH } from '../settings';

/** 403 for an admin without two-step login: the server's reason and the way to /akun, where it is enabled. */
export function TwoStepRequiredPage() {
  usePageTitle('Verifikasi dua langkah diperlukan');
  return (
    <Section level={1} title="Verifikasi dua langkah diperlukan" subtitle={TWO_STEP_MESSAGES.adminNeedsTwoStep}>
      <p>
        Akun admin mengelola pembayaran, pencairan honor dan verifikasi guru, jadi selain kata sandi juga memerlukan
        kode dari aplikasi autentikator.
      </p>
      <ButtonLink to={ACCOUNT_SETTINGS_PATH}>Aktifkan di Pengaturan Akun</ButtonLink>
    </Section>
  );
}
