import ReactSelect, { type InputActionMeta, type MultiValue } from 'react-select';
import type { SelectOption } from '@tutor/contract';
import { Field } from '../Field';

export interface MultiSelectProps {
  label: string;
  options: SelectOption[];
  value: SelectOption[];
  onChange: (options: SelectOption[]) => void;
  placeholder?: string;
  isLoading?: boolean;
  isDisabled?: boolean;
  loadingMessage?: string;
  noOptionsMessage?: string;
  onInputChange?: (text: string, meta: InputActionMeta) => void;
  /** keeps the typed text as the filter (server-side search supplies the options) */
  filterOption?: null;
  error?: string;
  hint?: string;
  className?: string;
}

/** A labelled react-select that picks several options (levels, subjects, regencies); same look as Select. */
export function MultiSelect({
  label,
  options,
  value,
  onChange,
  placeholder = 'Pilih satu atau lebih...',
  isLoading,
  isDisabled,
  loadingMessage = 'Memuat...',
  noOptionsMessage = 'Tidak ada pilihan',
  onInputChange,
  filterOption,
  error,
  hint,
  className,
}: MultiSelectProps) {
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {({ inputId, describedBy, invalid }) => (
        <ReactSelect<SelectOption, true>
          isMulti
          inputId={inputId}
          options={options}
          value={value}
          onChange={(chosen: MultiValue<SelectOption>) => onChange([...chosen])}
          placeholder={placeholder}
          isLoading={isLoading}
          isDisabled={isDisabled}
          loadingMessage={() => loadingMessage}
          noOptionsMessage={() => noOptionsMessage}
          onInputChange={onInputChange}
          filterOption={filterOption}
          closeMenuOnSelect={false}
          maxMenuHeight={200}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          classNamePrefix="ui-select"
          styles={{
            control: (base, state) => ({
              ...base,
              minHeight: 44,
              borderRadius: 8,
              borderColor: invalid ? '#b42318' : state.isFocused ? '#0b6e4f' : '#d9dee7',
              boxShadow: state.isFocused ? '0 0 0 1px #0b6e4f' : 'none',
            }),
            menu: (base) => ({ ...base, zIndex: 20 }),
            // react-select's grey placeholder is 3.9:1 on white; the token is readable (6:1)
            placeholder: (base) => ({ ...base, color: 'var(--color-placeholder)' }),
          }}
        />
      )}
    </Field>
  );
}
