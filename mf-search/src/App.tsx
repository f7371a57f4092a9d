import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '@tutor/ui';

export default function App() {
  return (
    <Routes>
      <Route path="/biaya-les" element={<h1>mf-search /biaya-les</h1>} />
      <Route path="/biaya_les" element={<h1>mf-search /biaya_les</h1>} />
      <Route path="/cari-pengajar" element={<h1>mf-search /cari-pengajar</h1>} />
      <Route path="/cari_pengajar" element={<h1>mf-search /cari_pengajar</h1>} />
      <Route path="/cari_pengajar/guru/profil/:id" element={<h1>mf-search /cari_pengajar/guru/profil/:id</h1>} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
