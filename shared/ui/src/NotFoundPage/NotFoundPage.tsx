import { ButtonLink } from '../Button';
import { usePageTitle } from '../usePageTitle';
import '../StatusPanel/UnavailablePanel.css';

/** The 404 page, shared by the shell and by remotes for unknown sub-paths. */
export function NotFoundPage() {
  usePageTitle('Halaman tidak ditemukan');
  return (
    <section className="ui-unavailable" aria-labelledby="not-found-title">
      <h1 id="not-found-title" className="ui-unavailable__title">
        Halaman tidak ditemukan
      </h1>
      <p className="ui-unavailable__text">
        Alamat yang Anda buka tidak ada atau sudah dipindahkan. Silakan kembali ke beranda.
      </p>
      <ButtonLink to="/">Kembali ke Beranda</ButtonLink>
    </section>
  );
}
