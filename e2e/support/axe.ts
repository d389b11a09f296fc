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

interface AxeOptions {
  /** A selector to check instead of the whole document. */
  include?: string;
  /**
   * The page's clock was installed and paused (to hold a timed state open): axe waits on timers,
   * so step the fake clock 1 ms at a time while it runs. The step total is reported so a test can
   * tell that no timed transition of the page (2 s and more) can have fired.
   */
  pausedClock?: boolean;
}

const maxClockSteps = 500;

/** Runs axe-core in the page (injected once per document) and returns a readable list of violations. */
async function axeViolations(page: Page, { include, pausedClock = false }: AxeOptions = {}): Promise<string[]> {
  if (!(await page.evaluate(() => Boolean(window.axe)))) {
    await page.addScriptTag({ path: axePath });
  }
  // axe judges the page at rest, as a person reads it: an element still fading in (a chat message
  // just sent) would be measured half-transparent. Finite animations finish first (CSS animations
  // run on the page's own timeline, not on the test's clock).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // Bands below the fold render only near the viewport (.render-near-viewport); axe checks them
  // rendered, as the smooth scrolls do (ui/src/smooth-scroll.tsx), so contrast is judged everywhere.
  const run = page.evaluate(([tags, context]) => {
    const root = document.documentElement;
    root.setAttribute('data-render-all', '');
    return (window.axe as NonNullable<Window['axe']>)
      .run(context ?? document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })
      .then((result) => result.violations)
      .finally(() => root.removeAttribute('data-render-all'));
  }, [wcagTags, include] as const);
  let done = false;
  void run.finally(() => {
    done = true;
  }).catch(() => undefined);
  for (let step = 0; pausedClock && !done; step += 1) {
    if (step === maxClockSteps) throw new Error(`axe needed more than ${maxClockSteps} ms of fake time`);
    await page.clock.runFor(1);
  }
  const violations = await run;
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) => `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help} at ${JSON.stringify(node.target)}\n    ${node.failureSummary ?? ''}`,
    ),
  );
}

/** Asserts that the page, as it is now, has no WCAG 2.2 A/AA violations. */
export async function expectNoAxeViolations(page: Page, options?: AxeOptions) {
  expect(await axeViolations(page, options)).toEqual([]);
}
