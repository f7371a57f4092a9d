import { useState, type FormEvent } from 'react';
import { Button } from '@tutor/ui/Button';
import { Field } from '@tutor/ui/Field';

export interface DeskSearchText {
  kode: string;
  siswa: string;
}

interface DeskSearchFormProps {
  /** the search the list shows now (from the URL) */
  current: DeskSearchText;
  onSearch: (search: DeskSearchText) => void;
}

/**
 * The desk's search by a part of the order code and of the student's name, sent to the server
 * when submitted (Enter or Cari): the list is read a page at a time, so the search cannot be done on
 * the loaded rows alone. Empty fields mean "any".
 */
export function DeskSearchForm({ current, onSearch }: DeskSearchFormProps) {
  const [kode, setKode] = useState(current.kode);
  const [siswa, setSiswa] = useState(current.siswa);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch({ kode: kode.trim(), siswa: siswa.trim() });
  };
  return (
    <form role="search" aria-label="Cari pesanan" className="desk-search" onSubmit={submit}>
      <SearchField
        label="Cari kode pesanan"
        hint="Sebagian kode juga bisa, misalnya 2506."
        value={kode}
        maxLength={20}
        onChange={setKode}
      />
      <SearchField label="Cari nama siswa" value={siswa} maxLength={100} onChange={setSiswa} />
      <Button type="submit" variant="secondary">
        Cari
      </Button>
    </form>
  );
}

interface SearchFieldProps {
  label: string;
  hint?: string;
  value: string;
  maxLength: number;
  onChange: (value: string) => void;
}

/** One labelled search box of the desk's form. */
function SearchField({ label, hint, value, maxLength, onChange }: SearchFieldProps) {
  return (
    <Field label={label} hint={hint}>
      {({ inputId, describedBy }) => (
        <input
          id={inputId}
          aria-describedby={describedBy}
          type="search"
          className="desk-input"
          value={value}
          maxLength={maxLength}
          onChange={(event) => onChange(event.target.value)}
          autoComplete="off"
        />
      )}
    </Field>
  );
}
