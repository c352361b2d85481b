/** What the lead widgets' play functions share: waiting for a widget, filling the enquiry form. */
import { expect, userEvent, waitFor, within } from 'storybook/test';

/** The element of the widget `name` once the loader has mounted it. */
export async function widgetReady<E extends HTMLElement = HTMLElement>(
  canvasElement: HTMLElement,
  name: string,
): Promise<E> {
  const element = canvasElement.querySelector<E>(`[data-widget="${name}"]`);
  if (!element) throw new Error(`No "${name}" widget in the story.`);
  await waitFor(() => expect(element).toHaveAttribute('data-widget-state', 'ready'));
  return element;
}

export interface Enquiry {
  readonly name: string;
  readonly email: string;
  readonly message: string;
}

export const ADA: Enquiry = {
  name: 'Ada',
  email: 'ada@example.test',
  message: 'Is the cottage free at Easter?',
};

/** Types the enquiry as a visitor does, field by field. */
export async function typeEnquiry(form: HTMLElement, enquiry: Enquiry = ADA): Promise<void> {
  const fields = within(form);
  await userEvent.type(fields.getByLabelText('Your name'), enquiry.name);
  await userEvent.type(fields.getByLabelText('Email'), enquiry.email);
  await userEvent.type(fields.getByLabelText('Message'), enquiry.message);
}

export const optinBox = (form: HTMLElement) =>
  within(form).getByRole('checkbox', { name: /I accept the terms/ });

/** The form's own status region (`role="status"`) and alert region (`role="alert"`). */
export function statusRegions(form: HTMLElement) {
  const status = form.querySelector<HTMLElement>('.lead-form__status [role="status"]');
  const alert = form.querySelector<HTMLElement>('.lead-form__status [role="alert"]');
  if (!status || !alert) throw new Error('The lead form has no status regions.');
  return { status, alert };
}
