/**
 * SPEC 5.1 duplicate submission: a form that is not a GET form is not sent again when its contents
 * are those of the last submission. The fields the enhancer itself rewrites on every submit (the
 * honeypot's timing, the captcha token, the anti-bot key, the fragment) are left out of the
 * comparison, or no two submissions would ever look alike.
 */
export interface DuplicateGuard {
  /** Whether sending now would send the last submission again. */
  isRepeat(): boolean;
  /** The submission going ahead now is the one to compare with. */
  record(): void;
  /** A submission that failed may be sent again as it is. */
  forget(): void;
}

/** The form's contents, in order, as a comparable string. */
export function serializeForm(form: HTMLFormElement, excluded: ReadonlySet<string>): string {
  const entries: [string, string][] = [];
  for (const [name, value] of new FormData(form)) {
    if (excluded.has(name)) continue;
    entries.push([
      name,
      typeof value === 'string' ? value : `${value.name}:${value.size}:${value.lastModified}`,
    ]);
  }
  return JSON.stringify(entries);
}

export function duplicateGuard(
  form: HTMLFormElement,
  excluded: ReadonlySet<string>,
): DuplicateGuard {
  let last: string | null = null;
  return {
    isRepeat: () =>
      form.method.toLowerCase() !== 'get' &&
      last !== null &&
      serializeForm(form, excluded) === last,
    record() {
      last = serializeForm(form, excluded);
    },
    forget() {
      last = null;
    },
  };
}
