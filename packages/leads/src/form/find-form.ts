import { requestSubmit } from '@stayfront/loader';

/**
 * The markup contract: `data-widget` sits on the `<form>` itself or on an element holding exactly
 * one form. Two forms would leave it guessing which one to enhance, so that is a mount error (the
 * loader reports it and the server's forms keep working).
 */
export function findForm(element: HTMLElement, widget: string): HTMLFormElement {
  if (element.tagName === 'FORM') return element as HTMLFormElement;
  const forms = element.querySelectorAll('form');
  const [form] = forms;
  if (forms.length !== 1 || !form)
    throw new Error(
      `Stayfront ${widget}: the element must be a <form> or hold exactly one (it holds ${forms.length}).`,
    );
  return form;
}

/** The button that submitted, if a real submit button of `form` did (not Enter in a field). */
export function submitterOf(event: Event, form: HTMLFormElement): HTMLElement | null {
  const submitter = (event as SubmitEvent).submitter;
  return submitter && isSubmitButton(submitter) && submitter.form === form ? submitter : null;
}

export function isSubmitButton(element: Element): element is HTMLButtonElement | HTMLInputElement {
  if (element.tagName === 'BUTTON') return (element as HTMLButtonElement).type === 'submit';
  if (element.tagName !== 'INPUT') return false;
  const { type } = element as HTMLInputElement;
  return type === 'submit' || type === 'image';
}

/**
 * Submits again through the browser's own path (validation, the submit event, our rules and the
 * site's handlers), as if `submitter` had been pressed.
 */
export function resubmit(form: HTMLFormElement, submitter: HTMLElement | null): void {
  if (!form.isConnected) return;
  // Its form owner, not an ancestor: a button outside the form with `form="id"` submits it too.
  const button =
    submitter?.isConnected && isSubmitButton(submitter) && submitter.form === form
      ? submitter
      : null;
  // requestSubmit, by hand on iOS 15: there a submit without a button went through form.submit(),
  // past the validation, the submit event and every handler (and threw on a form with a control
  // named "submit").
  requestSubmit(form, button);
}
