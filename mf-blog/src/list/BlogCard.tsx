import { Link } from 'react-router-dom';
import type { BlogPost } from '@tutor/contract';
import { formatDateId } from '@tutor/rules';
import { ImageWithFallback } from '@tutor/ui/ImageWithFallback';
import { excerptOf, shortTitle } from '../common/postText';

/**
 * One post in the list grid; the whole card follows the title link. `aboveTheFold` cards load
 * their picture at once (the first one is the page's largest paint); the rest wait for scrolling.
 */
export function BlogCard({ post, aboveTheFold = false }: { post: BlogPost; aboveTheFold?: boolean }) {
  return (
    <li className="blog-card">
      <ImageWithFallback
        className="blog-card__image"
        src={post.gambar}
        alt={post.judul}
        width={640}
        height={360}
        loading={aboveTheFold ? 'eager' : 'lazy'}
        fetchPriority={aboveTheFold ? 'high' : 'auto'}
        decoding="auto"
      />
      <div className="blog-card__body">
        <h2 className="blog-card__title">
          <Link className="blog-card__link" to={`/blog/${encodeURIComponent(post.slug)}`} title={post.judul}>
            {shortTitle(post.judul)}
          </Link>
        </h2>
        <p className="blog-card__date">
          <time dateTime={post.tanggal}>{formatDateId(post.tanggal)}</time>
        </p>
        <p className="blog-card__excerpt">{excerptOf(post.isi)}</p>
      </div>
    </li>
  );
}
