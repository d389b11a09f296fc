/** Moves focus to the form's control named `name`, when it has one. */
export function focusFormControl(form: HTMLFormElement, name: string): void {
  const control = form.elements.namedItem(name);
  if (control instanceof HTMLElement) control.focus();
}
