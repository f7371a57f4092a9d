import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '@tutor/ui';
import { FeeSearchPage } from './feeSearch/FeeSearchPage';
import { TeacherProfilePage } from './teacherProfile/TeacherProfilePage';
import { TeacherSearchPage } from './teacherSearch/TeacherSearchPage';

/** mf_search's pages. Paths are absolute: the shell mounts this remote for its route prefixes. */
export default function App() {
  return (
    <Routes>
      <Route path="/biaya-les" element={<FeeSearchPage />} />
      <Route path="/biaya_les" element={<FeeSearchPage />} />
      <Route path="/cari-pengajar" element={<TeacherSearchPage />} />
      <Route path="/cari_pengajar" element={<TeacherSearchPage />} />
      <Route path="/cari_pengajar/guru/profil/:id" element={<TeacherProfilePage />} />
      <Route path="/cari-pengajar/guru/profil/:id" element={<TeacherProfilePage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
