/**
 * SPEC 4.8, 3.14: the arrival and departure chosen in the availability form are copied to the
 * alerts form's `arrival-date` and `departure-date` when such a form is on the page. A `change`
 * event follows, so the alerts form's own scripts see the new dates.
 */
export function copyToAlertsForm(
  document: Document,
  own: HTMLFormElement,
  arrival: string,
  departure: string,
): void {
  for (const [name, value] of [
    ['arrival-date', arrival],
    ['departure-date', departure],
  ] as const) {
    for (const field of document.querySelectorAll<HTMLInputElement>(`form [name="${name}"]`)) {
      if (field.form === own || field.value === value) continue;
      field.value = value;
      field.dispatchEvent(new Event('change', { bubbles: true }));
    }
  }
}
