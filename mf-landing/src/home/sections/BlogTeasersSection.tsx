import { Link } from 'react-router-dom';
import type { BlogTeaser } from '@tutor/contract';
import { formatDateId, stripHtml, truncateText } from '@tutor/rules';
import { ButtonLink } from '@tutor/ui/Button';
import { Card } from '@tutor/ui/Card';
import { CardSkeleton, SkeletonGroup } from '@tutor/ui/Skeleton';
import { ImageWithFallback } from '@tutor/ui/ImageWithFallback';
import { Section } from '@tutor/ui/Section';
import { useGetLandingBlogTeasersQuery } from '../../api/landingApi';
import { useLogFetchFailure } from '@tutor/api';

/** Title truncation 50, text truncation 100. */
const TITLE_LENGTH = 50;
const EXCERPT_LENGTH = 100;

/**
 * The title cut at 50 characters, at the word before, for the eye, while the link's name stays whole: the
 * rest is visually hidden, not replaced by an aria-label, so the name starts with the visible
 * words (axe label-content-name-mismatch; speech users say what they see).
 */
function TruncatedTitle({ title }: { title: string }) {
  const whole = title.trim();
  const shown = truncateText(whole, TITLE_LENGTH);
  if (shown === whole) return <>{shown}</>;
  // split between words, so every reader joins the two parts with the title's own space
  const cut = shown.slice(0, -3);
  const visible = whole[cut.length] === ' ' || !cut.includes(' ') ? cut : cut.slice(0, cut.lastIndexOf(' '));
  return (
    <>
      {visible}
      <span aria-hidden="true">...</span>
      <span className="ui-visually-hidden">{whole.slice(visible.length)}</span>
    </>
  );
}

function BlogTeaserCard({ teaser }: { teaser: BlogTeaser }) {
  return (
    <Card as="li" className="landing-blog">
      <ImageWithFallback className="landing-blog__image" src={teaser.gambar} alt="" width={400} height={240} />
      <p className="landing-blog__date">
        <time dateTime={teaser.tanggal}>{formatDateId(teaser.tanggal)}</time>
      </p>
      <h3 className="landing-blog__title">
        <Link to={`/blog/${encodeURIComponent(teaser.slug)}`} title={teaser.judul}>
          <TruncatedTitle title={teaser.judul} />
        </Link>
      </h3>
      <p className="landing-blog__excerpt">{truncateText(stripHtml(teaser.isi), EXCERPT_LENGTH)}</p>
    </Card>
  );
}

/** Blog teasers (GET /api/landing/blog), each linking to its post. */
export function BlogTeasersSection() {
  const { data: teasers, isLoading, error } = useGetLandingBlogTeasersQuery();
  useLogFetchFailure('landing.blog', error);
  if (!isLoading && (!teasers || teasers.length === 0)) return null;

  return (
    <Section title="Artikel Terbaru" subtitle="Tips belajar, info sekolah dan persiapan ujian dari tim Pintar Privat.">
      {teasers ? (
        <ul className="landing-grid landing-grid--3">
          {teasers.map((teaser) => (
            <BlogTeaserCard key={teaser.id} teaser={teaser} />
          ))}
        </ul>
      ) : (
        <SkeletonGroup
          label="Memuat artikel"
          count={3}
          className="landing-grid landing-grid--3"
          renderItem={() => <CardSkeleton />}
        />
      )}
      <div className="landing-section-actions">
        <ButtonLink to="/blog" variant="secondary">
          Lihat blog lainnya
        </ButtonLink>
      </div>
    </Section>
  );
}
