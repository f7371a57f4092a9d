import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** Opens the labelled react-select and clicks the option with that text. */
export async function chooseOption(user: UserEvent, label: string, optionText: string): Promise<void> {
  // found, not got: a field may appear only once its data has arrived (step 3's address waits for the profile)
  await user.click(await screen.findByLabelText(label));
  await user.click(await screen.findByRole('option', { name: optionText }));
}

/** The text the labelled react-select shows as its value (its placeholder when empty). */
export function shownValueOf(label: string): string {
  const input = screen.getByLabelText(label);
  const control = input.closest('.ui-select__control');
  if (!control) throw new Error(`${label} is not a react-select`);
  return (control.querySelector('.ui-select__single-value, .ui-select__placeholder')?.textContent ?? '').trim();
}
