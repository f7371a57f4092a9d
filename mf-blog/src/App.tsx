import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '@tutor/ui';
import { BlogDetailPage } from './detail/BlogDetailPage';
import { BlogListPage } from './list/BlogListPage';

/** The blog remote's pages, on absolute paths (the shell routes /blog* here). */
export default function App() {
  return (
    <Routes>
      <Route path="/blog" element={<BlogListPage />} />
      <Route path="/blog/:slug" element={<BlogDetailPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
