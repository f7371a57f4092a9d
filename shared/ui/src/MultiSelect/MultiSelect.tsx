import ReactSelect, { type InputActionMeta, type MultiValue } from 'react-select';
import type { SelectOption } from '@tutor/contract';
import { Field } from '../Field';
import {
  INDONESIAN_ARIA_LIVE,
  INDONESIAN_MULTI_COMPONENTS,
  indonesianResultCount,
  selectStyles,
} from '../Select/indonesianSelect';

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
          ariaLiveMessages={INDONESIAN_ARIA_LIVE}
          screenReaderStatus={indonesianResultCount}
          components={INDONESIAN_MULTI_COMPONENTS}
          styles={selectStyles<true>(invalid)}
        />
      )}
    </Field>
  );
}
