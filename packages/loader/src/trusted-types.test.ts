import { describe, expect, it, vi } from 'vitest';
import { POLICY_NAME, textAsHtml, trustedScriptUrl } from './trusted-types.js';

type Rules = { createHTML(input: string): string; createScriptURL(input: string): string };

/** A window with a Trusted Types factory that wraps each value, as the browser's TrustedHTML does. */
function trustedWindow(refuse = false) {
  const createPolicy = vi.fn((name: string, rules: Rules) => {
    if (refuse) throw new TypeError(`Policy "${name}" disallowed.`);
    return {
      createHTML: (input: string) => ({ html: rules.createHTML(input) }),
      createScriptURL: (input: string) => ({ url: rules.createScriptURL(input) }),
    };
  });
  return { view: { trustedTypes: { createPolicy } } as unknown as Window, createPolicy };
}

describe('the stayfront Trusted Types policy', () => {
  it('without Trusted Types: text comes back escaped, a script URL as it was', () => {
    expect(textAsHtml('<b>Saved</b> & "kept"', window)).toBe(
      '&#60;b&#62;Saved&#60;/b&#62; &#38; &#34;kept&#34;',
    );
    expect(trustedScriptUrl('https://captcha.example/api.js', window)).toBe(
      'https://captcha.example/api.js',
    );
  });

  it('with Trusted Types: one policy named stayfront, for every copy of this module', () => {
    const { view, createPolicy } = trustedWindow();
    expect(textAsHtml('<img src=x onerror=alert(1)>', view)).toEqual({
      html: '&#60;img src=x onerror=alert(1)&#62;',
    });
    expect(trustedScriptUrl('https://captcha.example/api.js', view)).toEqual({
      url: 'https://captcha.example/api.js',
    });
    expect(createPolicy).toHaveBeenCalledTimes(1);
    expect(createPolicy.mock.calls[0]?.[0]).toBe(POLICY_NAME);
  });

  it('turns only an http(s) URL into a script URL', () => {
    const { view } = trustedWindow();
    expect(() => trustedScriptUrl('javascript:alert(1)', view)).toThrow(/not an http\(s\)/);
    expect(() => trustedScriptUrl('data:text/javascript,alert(1)', view)).toThrow();
  });

  it('a policy the site does not allow: the plain value, which the browser then refuses', () => {
    const { view, createPolicy } = trustedWindow(true);
    expect(textAsHtml('a < b', view)).toBe('a &#60; b');
    textAsHtml('again', view);
    expect(createPolicy).toHaveBeenCalledTimes(1);
  });
});
