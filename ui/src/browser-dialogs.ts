/**
 * The one way the site talks to the browser's own dialogs and to the visitor's mail program.
 * Flows call these at the moment they ask (never keep a copy of a method), so a component test
 * replaces them all with `stubBrowserDialogs` from `@salesiq/ui/testing/browser-dialogs`.
 */
export const browserDialogs = {
  alert: (message: string): void => window.alert(message),
  confirm: (message: string): boolean => window.confirm(message),
  /** `defaultValue`: what the answer's field starts with. */
  prompt: (message: string, defaultValue?: string): string | null => window.prompt(message, defaultValue),
  /** Opens the visitor's mail program on a `mailto:` address (shared-data's `mailtoHref` builds the provider's). */
  openMailDraft: (mailto: string): void => {
    const link = document.createElement('a');
    link.href = mailto;
    link.hidden = true;
    document.body.append(link);
    link.click();
    link.remove();
  },
};
