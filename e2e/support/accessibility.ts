import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * No WCAG violation that axe can find on the page. Toasts are let go first: one caught
 * fading in or out has the contrast of its animation frame, not of the toast.
 */
export async function expectNoAccessibilityViolations(page: Page) {
  // A toast waits while the pointer rests on it or its window is not in front, and a journey
  // with several pages (or a last click in the bar under the toasts) may leave it so: this
  // page comes to the front and the pointer goes to its bottom corner first.
  await page.bringToFront();
  const { height } = page.viewportSize() ?? { height: 600 };
  await page.mouse.move(1, height - 1);
  await expect(page.locator('.Toastify__toast')).toHaveCount(0, { timeout: 10_000 });
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(
    violations.map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    ),
  ).toEqual([]);
}
