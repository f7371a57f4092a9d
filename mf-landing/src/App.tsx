import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '@tutor/ui';

export default function App() {
  return (
    <Routes>
      <Route path="/" element={<h1>mf-landing /</h1>} />
      <Route path="/referral" element={<h1>mf-landing /referral</h1>} />
      <Route path="/jadi-pengajar" element={<h1>mf-landing /jadi-pengajar</h1>} />
      <Route path="/testimoni" element={<h1>mf-landing /testimoni</h1>} />
      <Route path="/program" element={<h1>mf-landing /program</h1>} />
      <Route path="/get-diskon-25" element={<h1>mf-landing /get-diskon-25</h1>} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
