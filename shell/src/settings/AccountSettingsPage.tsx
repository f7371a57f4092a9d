import { Navigate, useLocation } from 'react-router-dom';
import { useGetSessionQuery } from '@tutor/api';
import { PageLoading } from '@tutor/ui/PageLoading';
import { usePageTitle } from '@tutor/ui/usePageTitle';
import { loginPathFor } from '../account';
import { PersonalDataSection } from './PersonalDataSection';
import './settings.css';

/** /akun: the account's settings, one section each (personal data here; others add theirs). */
export function AccountSettingsPage() {
  usePageTitle('Pengaturan Akun');
  const session = useGetSessionQuery();
  const location = useLocation();
  if (session.isLoading) return <PageLoading />;
  if (!session.data) return <Navigate to={loginPathFor(location.pathname)} replace />;
  return (
    <div className="ui-container shell-settings">
      <h1>Pengaturan Akun</h1>
      <PersonalDataSection role={session.data.role} />
    </div>
  );
}
