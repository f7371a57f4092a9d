import ReactSelect, { type InputActionMeta, type SingleValue } from 'react-select';
import type { SelectOption } from '@tutor/contract';
import { Field } from '../Field';
import { INDONESIAN_ARIA_LIVE, indonesianResultCount, selectStyles } from './indonesianSelect';

export interface SelectProps {
  label: string;
  options: SelectOption[];
  value: SelectOption | null;
  onChange: (option: SelectOption | null) => void;
  placeholder?: string;
  isSearchable?: boolean;
  isLoading?: boolean;
  isDisabled?: boolean;
  isClearable?: boolean;
  loadingMessage?: string;
  noOptionsMessage?: string;
  onInputChange?: (text: string, meta: InputActionMeta) => void;
  /** keeps the typed text as the filter (server-side search supplies the options) */
  filterOption?: null;
  error?: string;
  hint?: string;
  className?: string;
  name?: string;
}

/**
 * A labelled react-select. `inputId` ties the <label> to the combobox input, so screen readers and
 * tests find it by its label. Lists scroll at 200px.
 */
export function Select({
  label,
  options,
  value,
  onChange,
  placeholder = 'Pilih...',
  isSearchable = false,
  isLoading,
  isDisabled,
  isClearable,
  loadingMessage = 'Memuat...',
  noOptionsMessage = 'Tidak ada pilihan',
  onInputChange,
  filterOption,
  error,
  hint,
  className,
  name,
}: SelectProps) {
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {({ inputId, describedBy, invalid }) => (
        <ReactSelect<SelectOption, false>
          inputId={inputId}
          name={name}
          options={options}
          value={value}
          onChange={(option: SingleValue<SelectOption>) => onChange(option ?? null)}
          placeholder={placeholder}
          isSearchable={isSearchable}
          isLoading={isLoading}
          isDisabled={isDisabled}
          isClearable={isClearable}
          loadingMessage={() => loadingMessage}
          noOptionsMessage={() => noOptionsMessage}
          onInputChange={onInputChange}
          filterOption={filterOption}
          maxMenuHeight={200}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          classNamePrefix="ui-select"
          ariaLiveMessages={INDONESIAN_ARIA_LIVE}
          screenReaderStatus={indonesianResultCount}
          styles={selectStyles<false>(invalid)}
        />
      )}
    </Field>
  );
}
