import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '@tutor/ui';

export default function App() {
  return (
    <Routes>
      <Route path="/blog" element={<h1>mf-blog /blog</h1>} />
      <Route path="/blog/:slug" element={<h1>mf-blog /blog/:slug</h1>} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
