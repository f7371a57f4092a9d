import ReactSelect, { type SingleValue } from 'react-select';
import type { SelectOption } from '@tutor/contract';
import { Field } from '../Field';
import { labelledSelectProps, type LabelledSelectProps } from './labelledSelect';

export interface SelectProps extends LabelledSelectProps {
  value: SelectOption | null;
  onChange: (option: SelectOption | null) => void;
  isSearchable?: boolean;
  isClearable?: boolean;
  name?: string;
}

/**
 * A labelled react-select. `inputId` ties the <label> to the combobox input, so screen readers and
 * tests find it by its label. Lists scroll at 200px.
 */
export function Select({
  value,
  onChange,
  placeholder = 'Pilih...',
  isSearchable = false,
  isClearable,
  name,
  ...shared
}: SelectProps) {
  return (
    <Field label={shared.label} error={shared.error} hint={shared.hint} className={shared.className}>
      {(ids) => (
        <ReactSelect<SelectOption, false>
          {...labelledSelectProps<false>({ ...shared, placeholder }, ids)}
          name={name}
          value={value}
          onChange={(option: SingleValue<SelectOption>) => onChange(option ?? null)}
          isSearchable={isSearchable}
          isClearable={isClearable}
        />
      )}
    </Field>
  );
}
