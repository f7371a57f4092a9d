import {
  components,
  type AriaLiveMessages,
  type GroupBase,
  type MultiValueRemoveProps,
  type StylesConfig,
} from 'react-select';
import type { SelectOption } from '@tutor/contract';

/**
 * What every react-select of the site says and looks like, once: react-select's own screen-reader
 * texts are English ("N results available", "Use Up and Down to choose options", "Remove X"), so
 * Select and MultiSelect pass these Indonesian ones.
 */
type Group = GroupBase<SelectOption>;

const position = (list: readonly unknown[] | undefined, item: unknown) =>
  list && list.length > 0 && item ? `${list.indexOf(item) + 1} dari ${list.length}` : '';

export const INDONESIAN_ARIA_LIVE: AriaLiveMessages<SelectOption, boolean, Group> = {
  guidance: ({ context, isSearchable, isMulti, isInitialFocus, tabSelectsValue, ...props }) => {
    switch (context) {
      case 'menu':
        return `Gunakan panah Atas dan Bawah untuk memilih, tekan Enter untuk memilih pilihan yang disorot, tekan Escape untuk menutup daftar${tabSelectsValue ? ', tekan Tab untuk memilih lalu menutup daftar' : ''}.`;
      case 'input':
        return isInitialFocus
          ? `${props['aria-label'] ?? 'Pilihan'} aktif${isSearchable ? ', ketik untuk menyaring daftar' : ''}, tekan Bawah untuk membuka daftar${isMulti ? ', tekan Kiri untuk ke pilihan yang sudah dipilih' : ''}.`
          : '';
      case 'value':
        return 'Gunakan panah Kiri dan Kanan untuk berpindah antarpilihan, tekan Backspace untuk menghapus pilihan yang disorot';
      default:
        return '';
    }
  },
  onChange: ({ action, label = '', labels, isDisabled }) => {
    switch (action) {
      case 'deselect-option':
      case 'pop-value':
      case 'remove-value':
        return `${label} dihapus dari pilihan.`;
      case 'clear':
        return 'Semua pilihan dihapus.';
      case 'initial-input-focus':
        return `${labels.join(', ')} dipilih.`;
      case 'select-option':
        return isDisabled ? `${label} tidak bisa dipilih. Pilih yang lain.` : `${label} dipilih.`;
      default:
        return '';
    }
  },
  onFocus: ({ context, focused, options, label = '', selectValue, isDisabled, isSelected, isAppleDevice }) => {
    if (context === 'value' && selectValue) return `${label} disorot, ${position(selectValue, focused)}.`;
    if (context === 'menu' && isAppleDevice) {
      return `${label}${isSelected ? ' terpilih' : ''}${isDisabled ? ' tidak tersedia' : ''}, ${position(options, focused)}.`;
    }
    return '';
  },
  onFilter: ({ inputValue, resultsMessage }) =>
    `${resultsMessage}${inputValue ? ` untuk pencarian ${inputValue}` : ''}.`,
};

export const indonesianResultCount = ({ count }: { count: number }) => `${count} pilihan tersedia`;

/** The remove button of a chosen option in a MultiSelect: "Hapus Matematika", not "Remove Matematika". */
function MultiValueRemove(props: MultiValueRemoveProps<SelectOption, true, Group>) {
  return (
    <components.MultiValueRemove
      {...props}
      innerProps={{ ...props.innerProps, 'aria-label': `Hapus ${props.data.label}` }}
    />
  );
}
export const INDONESIAN_MULTI_COMPONENTS = { MultiValueRemove };

/** The site's look: 44 px tall (touch), the brand's focus colour, readable placeholder. */
export function selectStyles<IsMulti extends boolean>(invalid: boolean): StylesConfig<SelectOption, IsMulti, Group> {
  return {
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
  };
}
