import { useEffect, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import type { NotificationKind } from '@tutor/contract';
import { NOTIFICATION_KIND_LABELS, NOTIFICATION_KINDS } from '@tutor/rules';
import { Button } from '@tutor/ui/Button';
import { EMAIL_SETTINGS_SECTION_ID } from '@tutor/ui/EmailSettingsLink';
import { EmptyState } from '@tutor/ui/EmptyState';
import { Skeleton } from '@tutor/ui/Skeleton';
import { useGetNotificationEmailSettingsQuery, useSaveNotificationEmailSettingsMutation } from './notificationApi';

/** Which kinds also come by e-mail; a kind turned off still appears in the bell. */
export function EmailSettingsForm() {
  const settings = useGetNotificationEmailSettingsQuery();
  const [save, saving] = useSaveNotificationEmailSettingsMutation();
  // the person's changes over what the server has; until they change something, the server's
  const [edited, setEdited] = useState<NotificationKind[] | null>(null);
  const off = edited ?? settings.data?.email_mati ?? null;
  const [saved, setSaved] = useState(false);
  const { hash } = useLocation();
  const ready = off !== null;
  // A profile page's link lands here (#email-pemberitahuan): the section is brought into view once
  // its form is there, since the route change itself starts at the top of the page.
  useEffect(() => {
    if (ready && hash === `#${EMAIL_SETTINGS_SECTION_ID}`)
      document.getElementById(EMAIL_SETTINGS_SECTION_ID)?.scrollIntoView({ block: 'start' });
  }, [ready, hash]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!off) return;
    setSaved(false);
    await save({ email_mati: off })
      .unwrap()
      .then(
        () => setSaved(true),
        () => undefined,
      );
  };
  const toggle = (kind: NotificationKind, wanted: boolean) => {
    setSaved(false);
    const current = off ?? [];
    setEdited(wanted ? current.filter((item) => item !== kind) : [...current, kind]);
  };

  return (
    <section
      id={EMAIL_SETTINGS_SECTION_ID}
      aria-labelledby="email-settings-title"
      className="shell-notifications-page__email"
    >
      <h2 id="email-settings-title">Email pemberitahuan</h2>
      {settings.isError ? (
        <EmptyState
          role="alert"
          title="Pengaturan email gagal dimuat"
          action={<Button onClick={() => void settings.refetch()}>Coba lagi</Button>}
        />
      ) : !off ? (
        <div role="status" aria-busy="true">
          <span className="ui-visually-hidden">Memuat pengaturan email</span>
          <Skeleton height={120} />
        </div>
      ) : (
        <form onSubmit={submit}>
          <fieldset>
            <legend>Kirim juga lewat email untuk:</legend>
            {NOTIFICATION_KINDS.map((kind) => (
              <label key={kind} className="shell-notifications-page__choice">
                <input
                  type="checkbox"
                  checked={!off.includes(kind)}
                  onChange={(event) => toggle(kind, event.target.checked)}
                />{' '}
                {NOTIFICATION_KIND_LABELS[kind]}
              </label>
            ))}
          </fieldset>
          <p className="shell-notifications-page__hint">Notifikasi di situs tetap muncul walau emailnya dimatikan.</p>
          <Button type="submit" busy={saving.isLoading}>
            Simpan pengaturan email
          </Button>
          {saved && <p role="status">Pengaturan email tersimpan.</p>}
          {saving.isError && <p role="alert">Pengaturan email gagal disimpan. Coba lagi.</p>}
        </form>
      )}
    </section>
  );
}
