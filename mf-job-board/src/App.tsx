import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '@tutor/ui';

export default function App() {
  return (
    <Routes>
      <Route path="/guru/loker-mengajar" element={<h1>mf-job-board /guru/loker-mengajar</h1>} />
      <Route path="/guru/loker-mengajar-my-application" element={<h1>mf-job-board /guru/loker-mengajar-my-application</h1>} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
