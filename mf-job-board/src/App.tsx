import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '@tutor/ui/NotFoundPage';
import { PageLoading } from '@tutor/ui/PageLoading';

// One chunk per page: a visitor of one page downloads only that page.
const JobBoardPage = lazy(() =>
  import(/* webpackChunkName: "page-job-board" */ './board/JobBoardPage').then((module) => ({
    default: module.JobBoardPage,
  })),
);
const MyApplicationsPage = lazy(() =>
  import(/* webpackChunkName: "page-my-applications" */ './applications/MyApplicationsPage').then((module) => ({
    default: module.MyApplicationsPage,
  })),
);
const TeacherProfilePage = lazy(() =>
  import(/* webpackChunkName: "page-teacher-profile" */ './profile/TeacherProfilePage').then((module) => ({
    default: module.TeacherProfilePage,
  })),
);
const TeacherSchedulePage = lazy(() =>
  import(/* webpackChunkName: "page-teacher-schedule" */ './schedule/TeacherSchedulePage').then((module) => ({
    default: module.TeacherSchedulePage,
  })),
);
const HonorPage = lazy(() =>
  import(/* webpackChunkName: "page-teacher-honor" */ './honor/HonorPage').then((module) => ({
    default: module.HonorPage,
  })),
);
const AdminTeacherDetailPage = lazy(() =>
  import(/* webpackChunkName: "page-admin-teacher" */ './admin/AdminTeacherDetailPage').then((module) => ({
    default: module.AdminTeacherDetailPage,
  })),
);
const AdminTeachersPage = lazy(() =>
  import(/* webpackChunkName: "page-admin-teachers" */ './admin/AdminTeachersPage').then((module) => ({
    default: module.AdminTeachersPage,
  })),
);

/** The teacher area and the admin's teacher onboarding (/admin/guru, /admin/guru/:id). Paths are absolute: the shell mounts this remote under its route prefixes. */
export default function App() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Routes>
        <Route path="/guru/loker-mengajar" element={<JobBoardPage />} />
        <Route path="/guru/loker-mengajar-my-application" element={<MyApplicationsPage />} />
        <Route path="/guru/profil" element={<TeacherProfilePage />} />
        <Route path="/guru/jadwal" element={<TeacherSchedulePage />} />
        <Route path="/guru/honor" element={<HonorPage />} />
        <Route path="/admin/guru" element={<AdminTeachersPage />} />
        <Route path="/admin/guru/:id" element={<AdminTeacherDetailPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
