import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** Opens the react-select labelled `label` and clicks the option named `option`. */
export async function choose(user: UserEvent, label: string, option: string): Promise<void> {
  const input = await screen.findByLabelText(label);
  await user.click(input);
  if (!screen.queryByRole('listbox')) await user.keyboard('{ArrowDown}');
  await user.click(await screen.findByRole('option', { name: option }));
}

/** The options the open menu of the select labelled `label` lists. */
export async function openOptions(user: UserEvent, label: string): Promise<string[]> {
  await user.click(await screen.findByLabelText(label));
  if (!screen.queryByRole('listbox')) await user.keyboard('{ArrowDown}');
  return optionNames();
}

export function optionNames(): string[] {
  return screen.queryAllByRole('option').map((option) => option.textContent ?? '');
}

/** The value the select labelled `label` shows as chosen, or null when it shows its placeholder. */
export function shownValue(label: string): string | null {
  const field = screen.getByText(label, { selector: 'label' }).parentElement;
  // react-select's own class for the chosen value (classNamePrefix "ui-select" in @tutor/ui)
  return field?.querySelector('.ui-select__single-value')?.textContent ?? null;
}
