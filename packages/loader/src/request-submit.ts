/**
 * Submits `form` as a visitor's press of its submit button would: `requestSubmit()` where the
 * browser has it. Safari before 16 (iOS 15.4 to 15.8, the README's floor) has not, and calling it
 * threw: there the same steps by hand, the form's constraints checked and shown
 * (`reportValidity`), then the submit event listeners may take over, then the browser's own
 * submit. The prototype's `submit`: a control named "submit" hides the form's own method.
 */
export function requestSubmit(form: HTMLFormElement): void {
  if (form.requestSubmit) form.requestSubmit();
  else if (
    form.reportValidity() &&
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }))
  )
    HTMLFormElement.prototype.submit.call(form);
}
