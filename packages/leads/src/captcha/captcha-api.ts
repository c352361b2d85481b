/**
 * The captcha library's API as the lead forms use it: reCAPTCHA's (`grecaptcha`), which hCaptcha
 * and Turnstile copy. `ready` is optional (hCaptcha has none). The global is looked up by name and
 * taken only when every function the forms call is there.
 */
export interface CaptchaParameters {
  readonly sitekey: string;
  readonly size?: 'invisible';
  readonly callback: (token: unknown) => void;
  readonly 'expired-callback': () => void;
}

/** Where reCAPTCHA puts its token. */
export const DEFAULT_RESPONSE_FIELD = 'g-recaptcha-response';

export type WidgetId = number | string;

export interface CaptchaApi {
  ready?(callback: () => void): void;
  render(container: HTMLElement, parameters: CaptchaParameters): WidgetId;
  execute(widgetId?: WidgetId): unknown;
  getResponse(widgetId?: WidgetId): string;
  reset(widgetId?: WidgetId): void;
}

const CALLED = ['render', 'execute', 'getResponse', 'reset'] as const;

export function captchaApi(view: Window | null, name: string): CaptchaApi | null {
  const candidate = (view as unknown as Record<string, unknown> | null)?.[name] as
    | Record<string, unknown>
    | undefined;
  if (typeof candidate !== 'object' || candidate === null) return null;
  if (!CALLED.every((method) => typeof candidate[method] === 'function')) return null;
  if (candidate.ready !== undefined && typeof candidate.ready !== 'function') return null;
  return candidate as unknown as CaptchaApi;
}

/** A token as the library hands it: a non-empty string of bounded length. */
export const isToken = (value: unknown): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= 20_000;
