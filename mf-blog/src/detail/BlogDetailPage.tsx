import { Link, useParams } from 'react-router-dom';
import { usePageTitle } from '@tutor/ui/usePageTitle';
import type { BlogPost } from '@tutor/contract';
import { useGetBlogPostQuery } from '../api/blogApi';
import { excerptOf } from '../common/postText';
import { BlogArticle } from './BlogArticle';
import { BlogArticleSkeleton } from './BlogDetailSkeleton';
import { ContentUnavailable } from './ContentUnavailable';
import { RelatedPosts } from './RelatedPosts';
import './blogDetail.css';
import { useLogFetchFailure } from '@tutor/api';

type PostState = { kind: 'loading' } | { kind: 'unavailable' } | { kind: 'ready'; post: BlogPost };

function usePostState(slug: string): PostState {
  // The slug is the query argument, so a new slug loads a new post.
  const { currentData, error, isError } = useGetBlogPostQuery(slug);
  useLogFetchFailure('mf-blog:detail', error);
  if (isError || currentData === null) return { kind: 'unavailable' };
  if (currentData === undefined) return { kind: 'loading' };
  return { kind: 'ready', post: currentData };
}

function useDocumentMeta(state: PostState): void {
  const title =
    state.kind === 'ready' ? state.post.judul : state.kind === 'unavailable' ? 'Content tidak tersedia' : 'Blog';
  const description =
    state.kind === 'ready'
      ? excerptOf(state.post.isi)
      : state.kind === 'unavailable'
        ? 'Silahkan cek kembali link berita'
        : undefined;
  usePageTitle(title, description);
}

/** /blog/:slug: one post with the 'Baca lainnya' side list. */
export function BlogDetailPage() {
  const { slug = '' } = useParams<{ slug: string }>();
  const state = usePostState(slug);
  useDocumentMeta(state);

  return (
    <div className="blog-detail ui-container">
      <div className="blog-detail__main">
        <nav className="blog-detail__breadcrumb" aria-label="Breadcrumb">
          <Link to="/">Beranda</Link>
          <span aria-hidden="true"> / </span>
          <Link to="/blog">Blog</Link>
        </nav>
        {state.kind === 'loading' && <BlogArticleSkeleton />}
        {state.kind === 'unavailable' && <ContentUnavailable />}
        {state.kind === 'ready' && <BlogArticle post={state.post} />}
      </div>
      <RelatedPosts slug={slug} />
    </div>
  );
}
