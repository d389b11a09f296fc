/**
 * What a visitor is told when the kit's code could not be loaded after their details were saved
 * (SPEC is silent on it): nothing is lost, and the same button tries again.
 */
export function kitUnavailableMessage(buttonLabel: string): string {
  return `Your details are saved, but your template kit could not be prepared just now. Please check your connection and press ${buttonLabel} again.`;
}
