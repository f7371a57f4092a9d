import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '@tutor/ui';

export default function App() {
  return (
    <Routes>
      <Route path="/siswa/pemesanan-les" element={<h1>mf-order-wizard /siswa/pemesanan-les</h1>} />
      <Route path="/siswa/dashbord" element={<h1>mf-order-wizard /siswa/dashbord</h1>} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
