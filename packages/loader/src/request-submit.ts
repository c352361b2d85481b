/**
 * Submits `form` as a visitor's press of `submitter` (or of Enter, without one) would:
 * `requestSubmit()` where the browser has it. Safari before 16 (iOS 15.4 to 15.8, the README's
 * floor) has not, and calling it threw: there the same steps by hand, a click on the submitter
 * (the browser's own path, its name=value sent), or else the form's constraints checked and shown
 * (`reportValidity`), then the submit event that listeners may take over, then the browser's own
 * submit. The prototype's `submit`: a control named "submit" hides the form's own method.
 */
export function requestSubmit(form: HTMLFormElement, submitter: HTMLElement | null = null): void {
  if (form.requestSubmit) form.requestSubmit(submitter);
  else if (submitter) submitter.click();
  else if (
    form.reportValidity() &&
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }))
  )
    HTMLFormElement.prototype.submit.call(form);
}
