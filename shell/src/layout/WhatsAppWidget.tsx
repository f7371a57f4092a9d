import { useEffect, useRef, useState } from 'react';
import { ADMIN_CONTACTS, whatsappLink } from '@tutor/api';

/**
 * The WhatsApp button and its panel of three admin contacts: a round icon floating at the bottom
 * right at every width, with no bar behind it. Where the page has a gutter wide enough (1360 px and
 * up) it floats there; narrower, the page ends with room for it (shell.css), so the page's last
 * text is never under it.
 */
export function WhatsAppWidget() {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <div className="shell-whatsapp">
      {open && (
        <div
          id="shell-whatsapp-panel"
          className="shell-whatsapp__panel"
          role="dialog"
          aria-label="Hubungi admin lewat WhatsApp"
        >
          <p className="shell-whatsapp__title">Ada yang bisa kami bantu?</p>
          <p className="shell-whatsapp__text">Pilih admin yang ingin Anda hubungi. Kami membalas dalam jam kerja.</p>
          <ul className="shell-whatsapp__list">
            {ADMIN_CONTACTS.map((contact) => (
              <li key={contact.number}>
                <a
                  className="shell-whatsapp__contact"
                  href={whatsappLink(
                    contact.number,
                    'Halo admin Pintar Privat, saya ingin bertanya tentang les privat.',
                  )}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  <span className="shell-whatsapp__name">{contact.name}</span>
                  <span className="shell-whatsapp__hours">{contact.hours}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
      <button
        ref={buttonRef}
        type="button"
        className="shell-whatsapp__button"
        aria-expanded={open}
        aria-controls="shell-whatsapp-panel"
        onClick={() => setOpen((value) => !value)}
      >
        <span aria-hidden="true" className="shell-whatsapp__icon">
          {open ? '✕' : '✆'}
        </span>
        <span className="shell-whatsapp__label">{open ? 'Tutup kontak WhatsApp' : 'Hubungi kami via WhatsApp'}</span>
      </button>
    </div>
  );
}
