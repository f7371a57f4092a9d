import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '@tutor/ui';
import { AdminTeachersPage } from './admin/AdminTeachersPage';
import { MyApplicationsPage } from './applications/MyApplicationsPage';
import { JobBoardPage } from './board/JobBoardPage';
import { TeacherProfilePage } from './profile/TeacherProfilePage';

/** The teacher area and the admin's teacher verification (/admin/guru). Paths are absolute: the shell mounts this remote under its route prefixes. */
export default function App() {
  return (
    <Routes>
      <Route path="/guru/loker-mengajar" element={<JobBoardPage />} />
      <Route path="/guru/loker-mengajar-my-application" element={<MyApplicationsPage />} />
      <Route path="/guru/profil" element={<TeacherProfilePage />} />
      <Route path="/admin/guru" element={<AdminTeachersPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
