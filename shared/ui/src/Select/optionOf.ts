import type { SelectOption } from '@tutor/contract';

/** The option whose value is `value`, or null (react-select wants the option object). */
export function optionOf(
  options: readonly SelectOption[] | undefined,
  value: number | string | null,
): SelectOption | null {
  if (value === null || !options) return null;
  return options.find((option) => String(option.value) === String(value)) ?? null;
}
