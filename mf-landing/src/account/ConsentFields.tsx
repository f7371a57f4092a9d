import type { Pendaftar } from '@tutor/contract';
import { PENDAFTAR_LABELS, PENDAFTAR_VALUES } from '@tutor/rules';

/** A student account says who holds it: a parent or guardian (learner under 18) or the adult learner. */
export function PendaftarChoice({
  value,
  onChange,
}: {
  value: Pendaftar | null;
  onChange: (value: Pendaftar) => void;
}) {
  return (
    <fieldset className="landing-consent">
      <legend className="ui-field__label">Siapa yang mendaftar?</legend>
      {PENDAFTAR_VALUES.map((option) => (
        <label key={option} className="landing-consent__choice">
          <input
            type="radio"
            name="pendaftar"
            value={option}
            checked={value === option}
            onChange={() => onChange(option)}
          />
          {PENDAFTAR_LABELS[option]}
        </label>
      ))}
      {value === 'orang_tua' && (
        <p className="ui-field__hint">
          Akun ini atas nama Anda sebagai orang tua atau wali: isi nama, email dan nomor WhatsApp Anda sendiri. Data
          anak (jenjang, jadwal, alamat les) Anda isi saat memesan les.
        </p>
      )}
    </fieldset>
  );
}

/** The consent to the current privacy policy and terms; the links open beside the form, which keeps what was typed. */
export function PolicyConsent({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <div className="landing-consent">
      <label className="landing-consent__choice">
        <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
        Saya sudah membaca dan menyetujui Kebijakan Privasi serta Syarat &amp; Ketentuan Pintar Privat
      </label>
      <p className="ui-field__hint">
        Baca{' '}
        <a href="/kebijakan-privasi" target="_blank" rel="noopener">
          Kebijakan Privasi
        </a>{' '}
        dan{' '}
        <a href="/syarat-ketentuan" target="_blank" rel="noopener">
          Syarat &amp; Ketentuan
        </a>{' '}
        (terbuka di tab baru).
      </p>
    </div>
  );
}
