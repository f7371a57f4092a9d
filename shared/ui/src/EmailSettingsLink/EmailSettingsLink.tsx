import { ButtonLink } from '../Button';
import './EmailSettingsLink.css';

/** The page of an account's notifications, whose e-mail settings every profile page points to. */
export const NOTIFICATIONS_PAGE_PATH = '/notifikasi';
/** The id of the e-mail settings' section on that page (a link's #fragment lands there). */
export const EMAIL_SETTINGS_SECTION_ID = 'email-pemberitahuan';

/**
 * Where a profile page says which notifications also come by e-mail: one form for every account
 * (on the notifications page), so a student's and a teacher's profile link to it instead of each
 * keeping a copy of it.
 */
export function EmailSettingsLink() {
  return (
    <section aria-labelledby="email-settings-link-title" className="ui-email-settings-link">
      <h2 id="email-settings-link-title" className="ui-email-settings-link__title">
        Email pemberitahuan
      </h2>
      <p className="ui-email-settings-link__text">
        Pilih jenis pemberitahuan yang juga dikirim lewat email. Yang dimatikan tetap muncul sebagai notifikasi di
        situs.
      </p>
      <ButtonLink to={`${NOTIFICATIONS_PAGE_PATH}#${EMAIL_SETTINGS_SECTION_ID}`} variant="secondary" size="small">
        Atur email pemberitahuan
      </ButtonLink>
    </section>
  );
}
