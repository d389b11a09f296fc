import type { Locator } from '@playwright/test';

/**
 * A demo chat's lines as a screen reader announces them: each bot line starts "Assistant says:",
 * each of the visitor's "You said:" (ui/src/demo-chat.tsx).
 */
export function chatLines(conversation: Locator) {
  return {
    bot: conversation.getByText('Assistant says:', { exact: true }),
    visitor: conversation.getByText('You said:', { exact: true }),
  };
}
