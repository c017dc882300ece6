// axe-core on the page as it is now (issue 10: WCAG 2.2 AA). Only serious and
// critical violations fail a test; the message lists each with the elements
// it found, so a failure says what to fix without a rerun.
import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.0, 2.1 and 2.2, levels A and AA. */
export const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export async function expectNoSeriousViolations(page: Page, where: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_AA_TAGS).analyze();
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => {
      const nodes = violation.nodes.slice(0, 5).map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`);
      return `${violation.id} (${violation.impact}) ${violation.help}\n    ${nodes.join('\n    ')}`;
    });
  expect(serious, `axe on ${where}`).toEqual([]);
}

/** WCAG 1.3.1 / 2.4.6: the page has one h1, its title. */
export async function expectOneH1(page: Page, title: string | RegExp): Promise<void> {
  const h1 = page.locator('h1');
  await expect(h1).toHaveCount(1);
  await expect(h1).toHaveText(title);
}
