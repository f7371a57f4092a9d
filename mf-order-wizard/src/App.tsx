import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '@tutor/ui';
import { StudentDashboardPage } from './dashboard/StudentDashboardPage';
import { OrderWizardPage } from './wizard/OrderWizardPage';

/** The student area. Paths are absolute: the shell mounts this remote under its route prefixes. */
export default function App() {
  return (
    <Routes>
      <Route path="/siswa/pemesanan-les" element={<OrderWizardPage />} />
      <Route path="/siswa/dashbord" element={<StudentDashboardPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
