import ReactSelect, { type MultiValue } from 'react-select';
import type { SelectOption } from '@tutor/contract';
import { Field } from '../Field';
import { INDONESIAN_MULTI_COMPONENTS } from '../Select/indonesianSelect';
import { labelledSelectProps, type LabelledSelectProps } from '../Select/labelledSelect';

export interface MultiSelectProps extends LabelledSelectProps {
  value: SelectOption[];
  onChange: (options: SelectOption[]) => void;
}

/** A labelled react-select that picks several options (levels, subjects, regencies); same look as Select. */
export function MultiSelect({
  value,
  onChange,
  placeholder = 'Pilih satu atau lebih...',
  ...shared
}: MultiSelectProps) {
  return (
    <Field label={shared.label} error={shared.error} hint={shared.hint} className={shared.className}>
      {(ids) => (
        <ReactSelect<SelectOption, true>
          {...labelledSelectProps<true>({ ...shared, placeholder }, ids)}
          isMulti
          value={value}
          onChange={(chosen: MultiValue<SelectOption>) => onChange([...chosen])}
          closeMenuOnSelect={false}
          components={INDONESIAN_MULTI_COMPONENTS}
        />
      )}
    </Field>
  );
}
