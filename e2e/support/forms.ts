import { expect, type Locator } from '@playwright/test';

/**
 * Chooses an option of a kit select (react-select, which replaces the native select once the
 * page is idle) as a keyboard user does: focus it, type to filter, Enter to take it.
 */
export async function chooseOption(scope: Locator, label: string, option: string) {
  const input = scope.getByRole('combobox', { name: label });
  await expect(input).toHaveClass(/kit-select__input/);
  await input.focus();
  await input.pressSequentially(option);
  await input.press('Enter');
  await expect(scope.locator('.kit-select__single-value', { hasText: option })).toBeVisible();
}
