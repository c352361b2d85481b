import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestSubmit } from './request-submit.js';

/** A form as Safari before 16 has it: no requestSubmit. */
function oldForm(html: string): HTMLFormElement {
  document.body.innerHTML = `<form action="/search">${html}</form>`;
  const form = document.querySelector('form') as HTMLFormElement;
  Object.defineProperty(form, 'requestSubmit', { value: undefined, configurable: true });
  return form;
}

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('requestSubmit', () => {
  it('uses the browser’s requestSubmit where there is one', () => {
    document.body.innerHTML = '<form action="/search"><input name="q"></form>';
    const form = document.querySelector('form') as HTMLFormElement;
    const native = vi.spyOn(form, 'requestSubmit').mockImplementation(() => {});
    requestSubmit(form);
    expect(native).toHaveBeenCalledOnce();
  });

  it('without it, clicks the submitter it is given: the browser’s own submit, sending its name=value', () => {
    const form = oldForm('<input name="q"><button type="submit" name="op" value="go">Go</button>');
    const button = form.querySelector('button') as HTMLButtonElement;
    // The click itself is the browser's (happy-dom's submits through requestSubmit, removed here).
    const click = vi.spyOn(button, 'click').mockImplementation(() => {});
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    requestSubmit(form, button);
    expect(click).toHaveBeenCalledOnce();
    expect(submit).not.toHaveBeenCalled();
  });

  it('without it, sends the submit event, then submits, even with a control named submit', () => {
    const form = oldForm('<input name="q" value="sea"><button name="submit">Go</button>');
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    const events: Event[] = [];
    form.addEventListener('submit', (event) => events.push(event));
    requestSubmit(form);
    expect(events).toHaveLength(1);
    expect(events[0]?.cancelable).toBe(true);
    expect(submit).toHaveBeenCalledOnce();
    expect(submit.mock.contexts[0]).toBe(form);
  });

  it('without it, submits nothing when a listener takes the submit over', () => {
    const form = oldForm('<input name="q">');
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    form.addEventListener('submit', (event) => event.preventDefault());
    requestSubmit(form);
    expect(submit).not.toHaveBeenCalled();
  });

  it('without it, submits nothing, and sends no event, while a field is invalid', () => {
    const form = oldForm('<input name="q" required>');
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    const listener = vi.fn();
    form.addEventListener('submit', listener);
    requestSubmit(form);
    expect(listener).not.toHaveBeenCalled();
    expect(submit).not.toHaveBeenCalled();
  });
});
