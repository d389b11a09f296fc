import type { Locator } from '@playwright/test';

/**
 * A demo chat's lines, each told by how a screen reader announces it: a bot line starts
 * "Assistant says:", a line of the visitor's "You said:" (ui/src/demo-chat.tsx).
 */
export function chatLines(conversation: Locator) {
  const lines = conversation.locator(':scope > *');
  return {
    bot: lines.filter({ hasText: /^Assistant says:/ }),
    visitor: lines.filter({ hasText: /^You said:/ }),
  };
}
