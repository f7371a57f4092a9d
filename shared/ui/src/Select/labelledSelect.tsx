import type { InputActionMeta } from 'react-select';
import type { SelectOption } from '@tutor/contract';
import { INDONESIAN_ARIA_LIVE, indonesianResultCount, selectStyles } from './indonesianSelect';

/** What Select and MultiSelect both take, beside their value and onChange. */
export interface LabelledSelectProps {
  label: string;
  options: SelectOption[];
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

/** The ids the Field hands its input. */
export interface FieldIds {
  inputId: string;
  describedBy: string | undefined;
  invalid: boolean;
}

/**
 * The react-select props both selects pass alike: the Field's ids, the Indonesian messages and
 * screen-reader texts, the site's look, lists that scroll at 200px.
 */
export function labelledSelectProps<IsMulti extends boolean>(
  props: LabelledSelectProps & { placeholder: string },
  { inputId, describedBy, invalid }: FieldIds,
) {
  const { loadingMessage = 'Memuat...', noOptionsMessage = 'Tidak ada pilihan' } = props;
  return {
    inputId,
    options: props.options,
    placeholder: props.placeholder,
    isLoading: props.isLoading,
    isDisabled: props.isDisabled,
    loadingMessage: () => loadingMessage,
    noOptionsMessage: () => noOptionsMessage,
    onInputChange: props.onInputChange,
    filterOption: props.filterOption,
    maxMenuHeight: 200,
    'aria-describedby': describedBy,
    'aria-invalid': invalid || undefined,
    classNamePrefix: 'ui-select',
    ariaLiveMessages: INDONESIAN_ARIA_LIVE,
    screenReaderStatus: indonesianResultCount,
    styles: selectStyles<IsMulti>(invalid),
  };
}
