import type { FormEvent } from 'react';
import { Button } from '@tutor/ui/Button';
import { Field } from '@tutor/ui/Field';
import type { OpeningFilterControls } from './useOpeningFilter';

interface SearchByCodePanelProps {
  controls: OpeningFilterControls;
  /** replaces the list with the opening of this code (all openings when empty) */
  onSearch: (code: string) => void;
}

/** Tab "Cari Kode": find one opening by its order code. */
export function SearchByCodePanel({ controls, onSearch }: SearchByCodePanelProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(controls.filter.kodePemesanan);
  };
  return (
    <form className="jobs-form" onSubmit={submit} aria-label="Cari lowongan berdasarkan kode">
      <Field label="Kode Pemesanan" hint="Kosongkan lalu tekan Cari untuk melihat semua lowongan.">
        {({ inputId, describedBy }) => (
          <input
            id={inputId}
            aria-describedby={describedBy}
            className="ui-input"
            type="text"
            name="kode_pemesanan"
            autoComplete="off"
            // the contract's limit for kode_pemesanan
            maxLength={20}
            value={controls.filter.kodePemesanan}
            onChange={(event) => controls.setCode(event.target.value)}
          />
        )}
      </Field>
      <Button type="submit" block>
        Cari
      </Button>
    </form>
  );
}
