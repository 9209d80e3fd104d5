/** Test helpers for forms built on the kit. */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** The enhanced select (react-select) of a field, once it replaced the native one. */
export async function enhancedSelect(label: RegExp | string): Promise<HTMLElement> {
  await waitFor(() => expect(screen.getByLabelText(label)).toHaveClass('kit-select__input'));
  return screen.getByLabelText(label);
}

/** Chooses an option as a keyboard user would: type to filter it, Enter to take it. */
export async function chooseOption(label: RegExp | string, option: string) {
  const input = await enhancedSelect(label);
  await userEvent.click(input);
  await userEvent.type(input, option);
  await userEvent.keyboard('{Enter}');
}
