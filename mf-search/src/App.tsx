import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '@tutor/ui/NotFoundPage';
import { PageLoading } from '@tutor/ui/PageLoading';

// One chunk per page: a visitor of one page downloads only that page.
const FeeSearchPage = lazy(() => import(/* webpackChunkName: "page-fee-search" */ './feeSearch/FeeSearchPage').then((module) => ({ default: module.FeeSearchPage })));
const TeacherSearchPage = lazy(() => import(/* webpackChunkName: "page-teacher-search" */ './teacherSearch/TeacherSearchPage').then((module) => ({ default: module.TeacherSearchPage })));
const TeacherProfilePage = lazy(() => import(/* webpackChunkName: "page-teacher-profile" */ './teacherProfile/TeacherProfilePage').then((module) => ({ default: module.TeacherProfilePage })));

/** mf_search's pages. Paths are absolute: the shell mounts this remote for its route prefixes. */
export default function App() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Routes>
        <Route path="/biaya-les" element={<FeeSearchPage />} />
        <Route path="/biaya_les" element={<FeeSearchPage />} />
        <Route path="/cari-pengajar" element={<TeacherSearchPage />} />
        <Route path="/cari_pengajar" element={<TeacherSearchPage />} />
        <Route path="/cari_pengajar/guru/profil/:id" element={<TeacherProfilePage />} />
        <Route path="/cari-pengajar/guru/profil/:id" element={<TeacherProfilePage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
