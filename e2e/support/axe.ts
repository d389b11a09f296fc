import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** WCAG 2.0, 2.1 and 2.2, levels A and AA. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

declare global {
  interface Window {
    axe?: { run(context: unknown, options: unknown): Promise<{ violations: AxeViolation[] }> };
  }
}

/** Runs axe-core in the page (injected once per document) and returns a readable list of violations. */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  if (!(await page.evaluate(() => Boolean(window.axe)))) {
    await page.addScriptTag({ path: axePath });
  }
  const violations = await page.evaluate(
    ([tags, context]) =>
      (window.axe as NonNullable<Window['axe']>)
        .run(context ?? document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })
        .then((result) => result.violations),
    [wcagTags, include] as const,
  );
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) => `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help} at ${JSON.stringify(node.target)}\n    ${node.failureSummary ?? ''}`,
    ),
  );
}

/** Asserts that the page, as it is now, has no WCAG 2.2 A/AA violations. */
export async function expectNoAxeViolations(page: Page, include?: string) {
  expect(await axeViolations(page, include)).toEqual([]);
}
