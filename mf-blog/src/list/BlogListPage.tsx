import { useEffect, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { Button, ButtonLink } from '@tutor/ui/Button';
import { EmptyState } from '@tutor/ui/EmptyState';
import { usePageTitle } from '@tutor/ui/usePageTitle';
import { useGetBlogPageQuery } from '../api/blogApi';
import { listRequestUrl, parsePageParam } from '../api/blogListUrl';
import { BlogCard } from './BlogCard';
import { BlogListSkeleton } from './BlogListSkeleton';
import { BlogPagination } from './BlogPagination';
import './blogList.css';
import { useLogFetchFailure } from '@tutor/api';

/** The cards a 375 px screen shows before scrolling: one, two side by side from 730 px. */
const ABOVE_THE_FOLD_CARDS = 2;

const LIST_DESCRIPTION =
  'Artikel, tips belajar dan kabar terbaru seputar les privat untuk orang tua, siswa dan pengajar.';

function ListContent({ page }: { page: number }) {
  const location = useLocation();
  const requestUrl = listRequestUrl(page, location.state);
  // currentData (not data) so a page change shows skeletons instead of the previous page's posts.
  const { currentData, error, isError, refetch } = useGetBlogPageQuery(requestUrl);
  useLogFetchFailure('mf-blog:list', error);

  if (isError) {
    return (
      <EmptyState
        role="alert"
        title="Daftar artikel gagal dimuat"
        description="Periksa koneksi internet Anda lalu coba lagi."
        action={<Button onClick={() => void refetch()}>Coba lagi</Button>}
      />
    );
  }
  if (!currentData) return <BlogListSkeleton />;
  if (currentData.data.length === 0) {
    return (
      <EmptyState
        title="Belum ada artikel di halaman ini"
        description="Artikel terbaru ada di halaman pertama."
        action={page > 1 ? <ButtonLink to="/blog?page=1">Ke halaman pertama</ButtonLink> : undefined}
      />
    );
  }
  return (
    <>
      <p className="blog-list__summary">
        Halaman {currentData.current_page} dari {currentData.last_page} · {currentData.total} artikel
      </p>
      <ul className="blog-list__grid">
        {currentData.data.map((post, index) => (
          <BlogCard key={post.id} post={post} aboveTheFold={index < ABOVE_THE_FOLD_CARDS} />
        ))}
      </ul>
      <BlogPagination links={currentData.links} />
    </>
  );
}

/** /blog: the grid of posts, one server page at a time; the page lives in the URL (?page=N). */
export function BlogListPage() {
  const [searchParams] = useSearchParams();
  const page = parsePageParam(searchParams.get('page'));
  usePageTitle(page > 1 ? `Blog - Halaman ${page}` : 'Blog', LIST_DESCRIPTION);

  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownPage = useRef(page);
  // Each page load starts at the top (the shell only scrolls when the path changes).
  useEffect(() => {
    window.scrollTo(0, 0);
    // The pagination link that was used is replaced by skeletons; keyboard and screen-reader
    // users continue from the heading instead of from the start of the document.
    if (shownPage.current !== page) headingRef.current?.focus({ preventScroll: true });
    shownPage.current = page;
  }, [page]);

  return (
    <div className="blog-list ui-container">
      <div className="blog-list__header">
        <h1 className="blog-list__title" ref={headingRef} tabIndex={-1}>
          Blog
        </h1>
        <p className="blog-list__lead">{LIST_DESCRIPTION}</p>
      </div>
      <ListContent page={page} />
    </div>
  );
}
