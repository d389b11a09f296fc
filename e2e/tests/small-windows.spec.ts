import { expect, test, type Page } from '../support/test';
import { seedSession } from '../support/a11y-routes';
import { uniqueEmail } from '../support/db';
import { fillGuideForm } from '../support/guide-form';

// The site in windows people use that are not a desktop: a portrait phone, a landscape phone,
// a page zoomed to 400% (WCAG 1.4.10 Reflow: 1280×720 at 400% is 320×180 CSS px), and the WCAG
// text-spacing overrides (1.4.12). Everything stays in reach.

/** WCAG 1.4.12's text spacing, applied over the site's own styles. */
async function spaceText(page: Page) {
  await page.addStyleTag({
    content: '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }',
  });
}

const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

test.describe('a landscape phone (640×360)', () => {
  test.use({ viewport: { width: 640, height: 360 } });

  test('/legal: the open demo chat shows its message field, Send and quick replies', async ({ page }) => {
    await page.goto('/legal');
    await page.getByRole('button', { name: 'Try Our Legal AI Bot Now!' }).click();
    const chat = page.getByRole('region', { name: 'Legal AI Legal Assistant' });
    const field = chat.getByRole('textbox', { name: 'Type your message' });
    await expect(field).toBeFocused();
    await expect(field).toBeInViewport({ ratio: 1 });
    await expect(chat.getByRole('button', { name: 'Send message' })).toBeInViewport({ ratio: 1 });
    await expect(chat.getByRole('button').filter({ hasText: 'Tell me more' })).toBeInViewport({ ratio: 1 });
    // Escape closes it, and focus goes back to the launcher.
    await page.keyboard.press('Escape');
    await expect(chat).toBeHidden();
    await expect(page.getByRole('button', { name: 'Try Our Legal AI Bot Now!' })).toBeFocused();
  });
});

test.describe('a page zoomed to 400% (320×180)', () => {
  test.use({ viewport: { width: 320, height: 180 } });

  test("/legal: the template dialog's fields and its Download button can be reached and used", async ({ page }) => {
    const alerts: string[] = [];
    page.on('dialog', (browserDialog) => {
      alerts.push(browserDialog.message());
      void browserDialog.dismiss();
    });
    await page.goto('/legal');
    await page.getByRole('button', { name: 'Download Template Kit' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Get the Legal Template Kit' });
    await expect(dialog.getByLabel('Full Name')).toBeFocused();
    const download = dialog.getByRole('button', { name: 'Download Templates' });
    await download.scrollIntoViewIfNeeded();
    await expect(download).toBeInViewport({ ratio: 1 });
    await download.click();
    await expect.poll(() => alerts).toEqual(['Please fill in all required fields.']);
  });

  test('/legal: the open demo chat scrolls to show its focused message field', async ({ page }) => {
    await page.goto('/legal');
    await page.getByRole('button', { name: 'Try Our Legal AI Bot Now!' }).click();
    const field = page.getByRole('textbox', { name: 'Type your message' });
    await expect(field).toBeFocused();
    await expect(field).toBeInViewport({ ratio: 1 });
  });
});

test.describe('a portrait phone (375×812)', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('/legal: with the demo chat open, a page control the keyboard reaches is scrolled above the chat, not hidden under it', async ({ page }) => {
    await page.goto('/legal');
    await page.getByRole('button', { name: 'Try Our Legal AI Bot Now!' }).click();
    const chat = page.getByRole('region', { name: /Legal/ }).filter({ has: page.getByRole('textbox', { name: 'Type your message' }) });
    await expect(chat.getByRole('textbox', { name: 'Type your message' })).toBeFocused();
    for (const name of ['Request Legal Demo', 'See Legal Bot in Action']) {
      const control = page.getByRole('button', { name }).first();
      await control.focus();
      const [controlBox, chatBox] = await Promise.all([control.boundingBox(), chat.boundingBox()]);
      expect(controlBox && chatBox && controlBox.y + controlBox.height, name).toBeLessThanOrEqual(chatBox?.y ?? 0);
      await expect(control, name).toBeInViewport({ ratio: 1 });
    }
    await chat.getByRole('button', { name: 'Close' }).click();
    expect(await page.evaluate(() => document.documentElement.style.scrollPaddingBottom)).toBe('');
  });
});

test.describe('text spacing (WCAG 1.4.12) on a phone (320×640)', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  for (const path of ['/', '/legal', '/salesiq-guide/healthcare/bright-clinic']) {
    test(`${path}: nothing makes the page scroll sideways`, async ({ page }) => {
      await seedSession(page);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await spaceText(page);
      expect(await scrollsSideways(page)).toBe(false);
    });
  }
});

/** How far right a heading's text reaches, in CSS px (the page hides what runs past its edge). */
const rightEdge = (page: Page, name: string, level?: number) =>
  page
    .getByRole('heading', { name, level, exact: true })
    .first()
    .evaluate((heading) => {
      const range = document.createRange();
      range.selectNodeContents(heading);
      return Math.max(...[...range.getClientRects()].map((rect) => rect.right));
    });

test.describe('long words on a phone (320×640)', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('/manufacturing: the page heading stays within the screen, also with text spacing', async ({ page }) => {
    await page.goto('/manufacturing');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await rightEdge(page, 'SalesIQ for Manufacturing', 1)).toBeLessThanOrEqual(320);
    await spaceText(page);
    expect(await rightEdge(page, 'SalesIQ for Manufacturing', 1)).toBeLessThanOrEqual(320);
  });

  test('/real-estate and /retail: card titles with a long word stay within their cards, also with text spacing', async ({ page }) => {
    const cardRight = (name: string) =>
      page.getByRole('heading', { name, exact: true }).evaluate((heading) => {
        const card = heading.closest('article, li');
        return card ? card.getBoundingClientRect().right : Number.NaN;
      });
    for (const [path, title] of [
      ['/real-estate', 'Buyer Qualification Bot'],
      ['/retail', 'Personal recommendations'],
    ] as const) {
      await page.goto(path);
      await spaceText(page);
      const heading = page.getByRole('heading', { name: title, exact: true });
      await heading.scrollIntoViewIfNeeded();
      expect(await rightEdge(page, title, 3), title).toBeLessThanOrEqual(await cardRight(title));
    }
  });

  test("a guide for a company with one long word: the heading that names it stays within the screen", async ({ page }) => {
    const company = 'Zahnarztpraxisgemeinschaft Mueller';
    const visitor = { name: 'Pat Ng', company, email: 'pat@example.com', industry: 'healthcare' };
    await page.addInitScript((data) => sessionStorage.setItem('guideFormData', JSON.stringify(data)), visitor);
    await page.goto('/salesiq-guide/healthcare/zahnarztpraxisgemeinschaft-mueller');
    const title = `SalesIQ Implementation Guide for ${company}`;
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    expect(await rightEdge(page, title, 1)).toBeLessThanOrEqual(320);
    expect(await scrollsSideways(page)).toBe(false);
  });

  test('/: with text spacing a demo card grows to keep its Start button inside it', async ({ page }) => {
    await page.goto('/');
    await spaceText(page);
    const card = page.getByRole('article', { name: 'Healthcare demo' });
    const button = card.getByRole('button', { name: 'Start Healthcare Demo' });
    await button.scrollIntoViewIfNeeded();
    const [cardBox, buttonBox] = await Promise.all([card.boundingBox(), button.boundingBox()]);
    expect((buttonBox?.y ?? 0) + (buttonBox?.height ?? 0)).toBeLessThanOrEqual((cardBox?.y ?? 0) + (cardBox?.height ?? 0));
  });
});

test.describe('a phone (393×727)', () => {
  test.use({ viewport: { width: 393, height: 727 } });

  for (const path of ['/healthcare', '/real-estate', '/food-beverage']) {
    test(`${path}: the demo chat button keeps to its icon, off the middle of the hero's buttons on the first screen, and opens the chat`, async ({ page }) => {
      await page.goto(path);
      const launcher = page.getByRole('button', { name: /^Try Our .* AI Bot Now!$/ });
      expect((await launcher.boundingBox())?.width).toBeLessThan(64);
      const hero = page.getByRole('region', { name: /^SalesIQ for / });
      for (const button of await hero.getByRole('button').all()) {
        // Where a finger presses a button on the first screen, its middle, the button itself is pressed.
        const pressedThere = await button.evaluate((element) => {
          const box = element.getBoundingClientRect();
          const middle = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
          return middle.y > innerHeight || element.contains(document.elementFromPoint(middle.x, middle.y));
        });
        expect(pressedThere, `${await button.textContent()} pressed in its middle`).toBe(true);
      }
      await launcher.click();
      await expect(page.getByRole('textbox', { name: 'Type your message' })).toBeVisible();
    });
  }
});

test.describe('a phone (393×727), the guide form', () => {
  test.use({ viewport: { width: 393, height: 727 } });

  test('/personalized-guide: the spinner shows on screen, below the button pressed at its bottom', async ({ page }) => {
    await page.clock.install();
    await page.goto('/personalized-guide');
    await fillGuideForm(page, { name: 'Phone Visitor', company: 'Pocket Clinic', email: uniqueEmail('phone'), industry: 'healthcare' });
    const submit = page.getByRole('button', { name: 'Get My Personalized Guide' });
    await submit.evaluate((button) => window.scrollBy(0, button.getBoundingClientRect().bottom - innerHeight));
    await submit.click();
    await expect(page.getByRole('status').filter({ hasText: 'Creating your personalized guide...' })).toBeInViewport({ ratio: 1 });
  });
});

test.describe('a page zoomed to 400% (320×200)', () => {
  test.use({ viewport: { width: 320, height: 200 } });

  test('/legal: the demo chat button keeps to its icon and its name', async ({ page }) => {
    await page.goto('/legal');
    const launcher = page.getByRole('button', { name: 'Try Our Legal AI Bot Now!' });
    const box = await launcher.boundingBox();
    expect(((box?.width ?? 0) * (box?.height ?? 0)) / (320 * 200)).toBeLessThan(0.05);
    await launcher.click();
    await expect(page.getByRole('region', { name: 'Legal AI Legal Assistant' })).toBeVisible();
  });
});

test.describe('forced colours (Windows High Contrast)', () => {
  test('/legal: the template dialog has an edge the system colours draw', async ({ page }) => {
    await page.emulateMedia({ forcedColors: 'active' });
    await page.goto('/legal');
    await page.getByRole('button', { name: 'Download Template Kit' }).first().click();
    const panel = page.getByRole('dialog', { name: 'Get the Legal Template Kit' }).locator('> *').first();
    await expect(panel).toHaveCSS('border-top-style', 'solid');
    await expect(panel).toHaveCSS('border-top-width', '1px');
  });
});
