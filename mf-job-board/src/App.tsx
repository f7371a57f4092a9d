import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '@tutor/ui/NotFoundPage';
import { PageLoading } from '@tutor/ui/PageLoading';

// One chunk per page: a visitor of one page downloads only that page.
const JobBoardPage = lazy(() => import('./board/JobBoardPage').then((module) => ({ default: module.JobBoardPage })));
const MyApplicationsPage = lazy(() => import('./applications/MyApplicationsPage').then((module) => ({ default: module.MyApplicationsPage })));

/** The teacher area. Paths are absolute: the shell mounts this remote under its route prefixes. */
export default function App() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Routes>
        <Route path="/guru/loker-mengajar" element={<JobBoardPage />} />
        <Route path="/guru/loker-mengajar-my-application" element={<MyApplicationsPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
