import { ButtonLink } from '@tutor/ui/Button';

/** A post with no content (unknown slug) or one that failed to load. */
export function ContentUnavailable() {
  return (
    <section className="blog-unavailable" aria-labelledby="blog-unavailable-title">
      <h1 id="blog-unavailable-title" className="blog-unavailable__title">
        Opps ... Content tidak tersedia
      </h1>
      <p className="blog-unavailable__text">Silahkan cek kembali link berita</p>
      <ButtonLink to="/blog" variant="secondary">
        Lihat semua artikel
      </ButtonLink>
    </section>
  );
}
