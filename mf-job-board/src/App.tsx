import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '@tutor/ui';
import { MyApplicationsPage } from './applications/MyApplicationsPage';
import { JobBoardPage } from './board/JobBoardPage';

/** The teacher area. Paths are absolute: the shell mounts this remote under its route prefixes. */
export default function App() {
  return (
    <Routes>
      <Route path="/guru/loker-mengajar" element={<JobBoardPage />} />
      <Route path="/guru/loker-mengajar-my-application" element={<MyApplicationsPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
