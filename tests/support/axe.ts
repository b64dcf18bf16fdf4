import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';

/**
 * Runs axe with the WCAG 2.1 A/AA rules and returns one readable line per
 * violation (rule, help text, first offending selectors), so a failing
 * assertion says what to fix.
 */
export async function wcagViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({page})
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(', ')})`,
  );
}
