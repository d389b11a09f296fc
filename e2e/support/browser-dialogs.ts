import type { Page } from '@playwright/test';

/**
 * Answers the page's prompts in order (null dismisses one) and accepts alerts and confirms.
 * Returns the messages seen, for assertions.
 */
export function answerDialogs(page: Page, answers: (string | null)[], { confirm = true } = {}) {
  const queue = [...answers];
  const messages: string[] = [];
  page.on('dialog', async (dialog) => {
    messages.push(dialog.message());
    if (dialog.type() === 'prompt') {
      const answer = queue.shift();
      await (answer === null || answer === undefined ? dialog.dismiss() : dialog.accept(answer));
    } else if (dialog.type() === 'confirm' && !confirm) {
      await dialog.dismiss();
    } else {
      await dialog.accept();
    }
  });
  return messages;
}
