import { afterEach, describe, expect, it, vi } from 'vitest';
import { OPTIN_MESSAGE, parseLeadConfig, parseReviewConfig } from './lead-config.js';

afterEach(() => {
  document.body.replaceChildren();
});

const parsedValue = <C>(parsed: { value: C } | { issues: unknown }) => {
  if (!('value' in parsed)) throw new Error(JSON.stringify(parsed.issues));
  return parsed.value;
};
const issuesOf = (parsed: object) => ('issues' in parsed ? parsed.issues : []);

describe('parseLeadConfig', () => {
  it('gives every key its default, the SPEC texts included', () => {
    const config = parsedValue(parseLeadConfig({}));
    expect(config).toMatchObject({
      honeypot: null,
      optin: false,
      optinMessage: OPTIN_MESSAGE,
      antibot: null,
      captcha: null,
      ajax: false,
      fragmentField: 'fragment',
      messagesSelector: '[data-lead-result], .messages',
      resetOnSuccess: true,
    });
    expect(OPTIN_MESSAGE).toBe('Please accept the terms to proceed.');
  });

  it('reads the nested honeypot, antibot and captcha objects with their defaults', () => {
    const config = parsedValue(
      parseLeadConfig({
        honeypot: { token: 'h0n3y' },
        antibot: { key: 'k3y' },
        captcha: { scriptUrl: 'https://js.hcaptcha.com/1/api.js', siteKey: 'site' },
      }),
    );
    expect(config.honeypot).toEqual({ token: 'h0n3y' });
    expect(config.antibot).toEqual({ action: null, key: 'k3y', unlockUrl: null });
    expect(config.captcha).toEqual({
      scriptUrl: 'https://js.hcaptcha.com/1/api.js',
      siteKey: 'site',
      invisible: false,
      responseField: 'g-recaptcha-response',
      force: false,
      global: 'grecaptcha',
    });
    expect(parsedValue(parseLeadConfig({ antibot: false })).antibot).toBe(false);
  });

  it('refuses untrusted values at their JSON paths', () => {
    document.body.innerHTML = '<form data-widget="lead-form"></form>';
    const element = document.querySelector('form') as HTMLElement;
    const issues = issuesOf(
      parseLeadConfig(
        {
          honeypot: {},
          antibot: { action: 'https://evil.example/steal', unlockUrl: 'javascript:alert(1)' },
          captcha: { scriptUrl: 'javascript:alert(1)', siteKey: 'k', global: 'a.b' },
          messagesSelector: '[[',
          fragmentField: 'frag ment',
          optinMessage: '',
        },
        element,
      ),
    );
    expect(issues).toEqual(
      expect.arrayContaining([
        { path: '$.honeypot.token', message: 'required' },
        { path: '$.antibot.action', message: 'expected a URL on this site' },
        { path: '$.antibot.unlockUrl', message: 'expected a URL on this site' },
        {
          path: '$.captcha.scriptUrl',
          message: 'expected an https URL of a captcha provider’s script, or one on this site',
        },
        { path: '$.captcha.global', message: 'expected a JavaScript name' },
        { path: '$.messagesSelector', message: 'expected a CSS selector' },
        { path: '$.fragmentField', message: 'expected a field name' },
        expect.objectContaining({ path: '$.optinMessage' }),
      ]),
    );
    expect(issues).toHaveLength(8);
  });

  it('requires the captcha script and site key, and warns about unknown nested keys', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(issuesOf(parseLeadConfig({ captcha: { sitekey: 'x' } }))).toEqual([
      { path: '$.captcha.scriptUrl', message: 'required' },
      { path: '$.captcha.siteKey', message: 'required' },
    ]);
    expect(warn).toHaveBeenCalledWith(
      'Stayfront lead-form: unknown config key(s) $.captcha.sitekey ignored.',
      undefined,
    );
  });

  it("loads a captcha script only from this site or a captcha provider's script path", () => {
    document.body.innerHTML = '<form></form>';
    const element = document.querySelector('form') as HTMLElement;
    const script = (scriptUrl: string) =>
      parseLeadConfig({ captcha: { scriptUrl, siteKey: 'k' } }, element);
    for (const fine of [
      'https://www.google.com/recaptcha/api.js?render=explicit',
      'https://www.recaptcha.net/recaptcha/api.js',
      'https://js.hcaptcha.com/1/api.js?render=explicit',
      'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit',
      '/assets/captcha.js',
      `${location.origin}/assets/captcha.js`,
    ])
      expect(parsedValue(script(fine)).captcha?.scriptUrl).toBe(fine);
    // Any other script would run with the page's rights (and its CSP nonce, which loadScript
    // hands on): markup carrying a lead form's config must not choose it.
    for (const refused of [
      'https://evil.example/x.js',
      'http://www.google.com/recaptcha/api.js',
      'https://www.google.com/complete/search?client=chrome&jsonp=alert',
      'https://www.google.com.evil.example/recaptcha/api.js',
      'https://user@www.google.com/recaptcha/api.js',
      '//evil.example/x.js',
    ])
      expect(issuesOf(script(refused))).toEqual([
        { path: '$.captcha.scriptUrl', message: expect.stringMatching(/captcha provider/) },
      ]);
  });

  it('accepts a same-site action given as a path', () => {
    document.body.innerHTML = '<form></form>';
    const element = document.querySelector('form') as HTMLElement;
    const config = parsedValue(parseLeadConfig({ antibot: { action: '/leads/submit' } }, element));
    expect(config.antibot).toMatchObject({ action: '/leads/submit' });
  });
});

describe('parseReviewConfig', () => {
  it('sends by AJAX by default and names its headline field', () => {
    const config = parsedValue(parseReviewConfig({ headline: 'review_info[headline]' }));
    expect(config.ajax).toBe(true);
    expect(config.headline).toBe('review_info[headline]');
    expect(parsedValue(parseReviewConfig({ ajax: false })).ajax).toBe(false);
    expect(parsedValue(parseReviewConfig({})).headline).toBeNull();
  });
});
