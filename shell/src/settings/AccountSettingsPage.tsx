import { Navigate, useLocation } from 'react-router-dom';
import { useGetSessionQuery } from '@tutor/api';
import { PageLoading } from '@tutor/ui/PageLoading';
import { usePageTitle } from '@tutor/ui/usePageTitle';
import { loginPathFor } from '../account';
import { ActiveSessionsSection } from './ActiveSessionsSection';
import { PersonalDataSection } from './PersonalDataSection';
import { TwoStepSection } from './TwoStepSection';
import './settings.css';

/**
 * /akun: every logged-in account's settings, composed of sections that each live in a file of their
 * own (two-step login, active sessions, personal data; others add theirs here).
 */
export function AccountSettingsPage() {
  usePageTitle('Pengaturan Akun');
  const session = useGetSessionQuery();
  const location = useLocation();
  if (session.isLoading) return <PageLoading />;
  if (!session.data) return <Navigate to={loginPathFor(`${location.pathname}${location.search}`)} replace />;
  return (
    <div className="ui-container shell-settings">
      <h1>Pengaturan Akun</h1>
      <p>
        {session.data.nama} · {session.data.email}
      </p>
      <TwoStepSection />
      <ActiveSessionsSection />
      <PersonalDataSection role={session.data.role} />
    </div>
  );
}
