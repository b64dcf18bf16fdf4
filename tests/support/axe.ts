import type {Page} from '@playwright/test';
import axe from 'axe-core';

/** The WCAG 2.1 A and AA rules. */
export const WCAG_TAGS: readonly string[] = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export interface AxeViolation {
  readonly id: string;
  readonly impact: string | null | undefined;
  readonly tags: readonly string[];
  readonly help: string;
  /** The first three offending elements, as selectors. */
  readonly targets: readonly string[];
}

export interface AxeOptions {
  /** Only the rules with one of these tags; every rule when absent. */
  readonly tags?: readonly string[];
  /** Colour contrast is most of axe's time; pages that share their colours with audited ones may skip it. */
  readonly contrast?: boolean;
  /** Only these elements (selectors), the whole document when absent. */
  readonly include?: readonly string[];
  /** Elements (selectors) left out. */
  readonly exclude?: readonly string[];
}

declare global {
  interface Window {
    axe?: typeof axe;
  }
}

/**
 * Runs axe-core in the page's top document and returns its violations. Frames
 * are left out: a demo frame is a document of its own, checked by the
 * example tests. axe is added to the page when it is not there already
 * (evaluated by the test runner, so the page's script policy does not apply);
 * this is a third of the time @axe-core/playwright takes, which also walks
 * every frame and finishes the run in a page of its own.
 */
export async function axeViolations(
  page: Page,
  {tags, contrast = true, include, exclude = []}: AxeOptions = {},
): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => typeof window.axe === 'object'))) {
    await page.evaluate(axe.source);
  }
  return page.evaluate(
    async ({tags, contrast, include, exclude}) => {
      const context = {
        ...(include ? {include: include.map((selector) => [selector])} : {}),
        exclude: [['iframe'], ...exclude.map((selector) => [selector])],
      };
      const results = await window.axe!.run(context as axe.ElementContext, {
        resultTypes: ['violations'],
        iframes: false,
        ...(tags ? {runOnly: {type: 'tag', values: tags}} : {}),
        rules: {'color-contrast': {enabled: contrast}},
      });
      return results.violations.map(({id, impact, tags, help, nodes}) => ({
        id,
        impact,
        tags,
        help,
        targets: nodes.slice(0, 3).map((node) => node.target.join(' ')),
      }));
    },
    {
      tags: tags ? [...tags] : null,
      contrast,
      include: include ? [...include] : null,
      exclude: [...exclude],
    },
  );
}

/**
 * The WCAG 2.1 A/AA violations of the page, one readable line each (rule,
 * help text, first offending selectors), so a failing assertion says what to fix.
 */
export async function wcagViolations(
  page: Page,
  options: Omit<AxeOptions, 'tags'> = {},
): Promise<string[]> {
  const violations = await axeViolations(page, {...options, tags: WCAG_TAGS});
  return violations.map(({id, help, targets}) => `${id}: ${help} (${targets.join(', ')})`);
}
