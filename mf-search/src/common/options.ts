import type { SelectOption } from '@tutor/contract';

/** The option with this id, or null (also while its list is loading). */
export function optionById(options: readonly SelectOption[] | undefined, id: string | null): SelectOption | null {
  if (id === null || !options) return null;
  return options.find((option) => String(option.value) === id) ?? null;
}

/** Option values may be numbers or strings; state and URLs keep them as strings. */
export function idOf(option: SelectOption | null): string | null {
  return option ? String(option.value) : null;
}
