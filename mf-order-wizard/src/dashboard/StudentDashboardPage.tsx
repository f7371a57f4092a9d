import { ButtonLink } from '@tutor/ui/Button';
import { EmailSettingsLink } from '@tutor/ui/EmailSettingsLink';
import { usePageTitle } from '@tutor/ui/usePageTitle';
import { ReviewReminders } from '../reviews';
import { OrderList } from './OrderList';
import { ProgramShortcuts } from './ProgramShortcuts';
import '../common/page.css';
import './dashboard.css';

/** /siswa/dashbord, the student's own page: their orders, where a new order starts (Pilih Program), and the way to the e-mail settings. */
export function StudentDashboardPage() {
  usePageTitle('Dasbor Siswa');
  return (
    <div className="ui-container wizard-dashboard">
      <h1 className="wizard-title">Dasbor Siswa</h1>
      <div className="wizard-dashboard__hero">
        <p>
          Dari sini Anda memulai pemesanan les privat: offline dengan guru yang datang ke rumah atau online lewat video
          conference, untuk satu siswa atau grup 2 sampai 4 siswa. Setelah pesanan masuk, admin kami menghubungi Anda
          dalam 1x24 jam.
        </p>
        <ButtonLink to="/siswa/pemesanan-les" size="large">
          Pilih Program
        </ButtonLink>
      </div>
      <ReviewReminders />
      <OrderList />
      <ProgramShortcuts />
      <EmailSettingsLink />
    </div>
  );
}
