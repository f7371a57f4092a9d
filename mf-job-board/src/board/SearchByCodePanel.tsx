import { Button } from '@tutor/ui/Button';
import { Field } from '@tutor/ui/Field';
import type { OpeningFilterControls } from './useOpeningFilter';

/** Tab "Cari Kode": find one opening by its order code. */
export function SearchByCodePanel({ controls }: { controls: OpeningFilterControls }) {
  return (
    <form className="jobs-form" onSubmit={(event) => event.preventDefault()} aria-label="Cari lowongan berdasarkan kode">
      <Field label="Kode Pemesanan" hint="Pencarian berdasarkan kode berlaku setelah daftar lowongan dibuka.">
        {({ inputId, describedBy }) => (
          <input
            id={inputId}
            aria-describedby={describedBy}
            className="ui-input"
            type="text"
            name="kode_pemesanan"
            autoComplete="off"
            maxLength={40}
            value={controls.filter.kodePemesanan}
            onChange={(event) => controls.setCode(event.target.value)}
          />
        )}
      </Field>
      <Button type="submit" block disabled>
        Cari
      </Button>
    </form>
  );
}
