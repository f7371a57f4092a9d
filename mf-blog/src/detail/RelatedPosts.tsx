import { Link } from 'react-router-dom';
import { formatDateId } from '@tutor/rules';
import { ImageWithFallback } from '@tutor/ui/ImageWithFallback';
import { useGetRelatedBlogPostsQuery } from '../api/blogApi';
import { shortTitle } from '../common/postText';
import { RelatedPostsSkeleton } from './BlogDetailSkeleton';
import { useLogFetchFailure } from '@tutor/api';

/** 'Baca lainnya': up to 5 other posts. A failure is logged only, so the list is left out. */
export function RelatedPosts({ slug }: { slug: string }) {
  const { currentData, error, isError } = useGetRelatedBlogPostsQuery(slug);
  useLogFetchFailure('mf-blog:related', error);

  if (isError) return null;
  if (currentData && currentData.length === 0) return null;
  return (
    <aside className="blog-related" aria-labelledby="blog-related-title">
      <h2 id="blog-related-title" className="blog-related__title">
        Baca lainnya
      </h2>
      {currentData ? (
        <ul className="blog-related__list">
          {currentData.map((post) => (
            <li key={post.id}>
              <Link className="blog-related__link" to={`/blog/${encodeURIComponent(post.slug)}`} title={post.judul}>
                {/* The link text already names the post, so the thumbnail is decorative. */}
                <ImageWithFallback
                  className="blog-related__image"
                  src={post.gambar}
                  alt=""
                  width={88}
                  height={56}
                  decoding="auto"
                />
                <span className="blog-related__text">
                  <span className="blog-related__name">{shortTitle(post.judul)}</span>
                  <time className="blog-related__date" dateTime={post.tanggal}>
                    {formatDateId(post.tanggal)}
                  </time>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <RelatedPostsSkeleton />
      )}
    </aside>
  );
}
