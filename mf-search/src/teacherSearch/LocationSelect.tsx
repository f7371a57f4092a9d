import { useState } from 'react';
import { useGetDefaultLocationOptionsQuery, useSearchRegencyOptionsQuery, useLogFetchFailure } from '@tutor/api';
import type { SelectOption } from '@tutor/contract';
import { Select } from '@tutor/ui/Select';
import { useDebouncedValue } from '../common/useDebouncedValue';

/** Wait this long after the last keystroke before asking the server for regencies. */
export const LOCATION_SEARCH_DELAY_MS = 300;

export interface LocationSelectProps {
  value: SelectOption | null;
  onChange: (location: SelectOption | null) => void;
}

/**
 * Lokasi: only the server's default options (Online) until something is typed; then the
 * regencies matching the text; empty text goes back to Online alone.
 */
export function LocationSelect({ value, onChange }: LocationSelectProps) {
  const [text, setText] = useState('');
  const typed = text.trim();
  const settledText = useDebouncedValue(typed, LOCATION_SEARCH_DELAY_MS);
  const defaults = useGetDefaultLocationOptionsQuery();
  const matches = useSearchRegencyOptionsQuery(settledText, { skip: settledText === '' });
  useLogFetchFailure('cari-pengajar: lokasi default', defaults.error);
  useLogFetchFailure('cari-pengajar: cari lokasi', matches.error);

  const searching = typed !== '';
  const waiting = searching && (typed !== settledText || matches.isFetching);
  const options = searching ? (waiting ? [] : (matches.currentData ?? [])) : (defaults.data ?? []);

  return (
    <Select
      label="Lokasi"
      options={options}
      value={value}
      onChange={onChange}
      onInputChange={(next) => setText(next)}
      // the server already matched the text; filtering again would hide e.g. "Kota Bandung" for "bdg"
      filterOption={null}
      isSearchable
      isLoading={waiting || defaults.isLoading}
      loadingMessage="Mencari lokasi..."
      noOptionsMessage="Lokasi tidak ditemukan"
      placeholder="Ketik kota atau pilih Online"
    />
  );
}
