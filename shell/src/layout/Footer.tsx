import { ADMIN_CONTACTS, whatsappLink } from '@tutor/api';
import { FOOTER_LINKS } from '../common/navigation';
import { NavLinkItem } from '../common/NavLinkItem';
import { SubscribeForm } from './SubscribeForm';

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="shell-footer">
      <div className="ui-container shell-footer__grid">
        <div>
          <p className="shell-footer__brand">Pintar Privat</p>
          <p className="shell-footer__text">
            Les privat ke rumah dan online untuk semua jenjang, dari Toddler sampai Mahasiswa, dengan guru yang lolos
            seleksi CV, wawancara dan micro teaching.
          </p>
        </div>
        <nav aria-label="Tautan footer">
          <p className="shell-footer__heading">Tautan</p>
          <ul className="shell-footer__links">
            {FOOTER_LINKS.map((item) => (
              <li key={item.label}>
                <NavLinkItem item={item} />
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <p className="shell-footer__heading">Kontak</p>
          <ul className="shell-footer__links">
            {ADMIN_CONTACTS.map((contact) => (
              <li key={contact.number}>
                <a href={whatsappLink(contact.number)} target="_blank" rel="noopener noreferrer">
                  {contact.name}
                </a>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <p className="shell-footer__heading">Berlangganan</p>
          <SubscribeForm />
        </div>
      </div>
      <p className="shell-footer__copyright">© {year} Pintar Privat. Semua hak dilindungi.</p>
    </footer>
  );
}
