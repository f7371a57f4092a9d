import type { BlogPost } from '@tutor/contract';
import { formatDateTimeId } from '@tutor/rules';
import { ImageWithFallback } from '@tutor/ui/ImageWithFallback';
import { SanitizedHtml } from './SanitizedHtml';

/** The post itself: image, title, date and time (WIB), and the sanitised body. */
export function BlogArticle({ post }: { post: BlogPost }) {
  return (
    <article className="blog-article" aria-labelledby="blog-article-title">
      <h1 id="blog-article-title" className="blog-article__title">
        {post.judul}
      </h1>
      <p className="blog-article__date">
        <time dateTime={`${post.tanggal}T${post.jam}+07:00`}>{formatDateTimeId(post.tanggal, post.jam)}</time>
      </p>
      <ImageWithFallback
        className="blog-article__image"
        src={post.gambar}
        alt={post.judul}
        width={1200}
        height={675}
        loading="eager"
        decoding="auto"
      />
      <SanitizedHtml className="blog-article__body" html={post.isi} />
    </article>
  );
}
