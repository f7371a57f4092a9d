import { Link } from 'react-router-dom';
import type { BlogPost } from '@tutor/contract';
import { formatDateId } from '@tutor/rules';
import { excerptOf, shortTitle } from '../common/postText';

/** One post in the list grid; the whole card follows the title link. */
export function BlogCard({ post }: { post: BlogPost }) {
  return (
    <li className="blog-card">
      <img className="blog-card__image" src={post.gambar} alt={post.judul} loading="lazy" width={640} height={360} />
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
