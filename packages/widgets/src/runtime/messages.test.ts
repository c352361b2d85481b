import { afterEach, describe, expect, it } from 'vitest';
import { pageMessages } from './messages.js';

const block = (json: string) => {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.setAttribute('data-messages-config', 'default');
  script.textContent = json;
  document.body.append(script);
  return script;
};

describe('pageMessages', () => {
  afterEach(() => document.body.replaceChildren());

  it('reads the page block once while it stays the same', () => {
    block('{"messages": {"results.empty": "Rien."}}');
    const first = pageMessages(document);
    expect(first.format('results.empty')).toBe('Rien.');
    expect(pageMessages(document)).toBe(first);
  });

  it('reads a block that replaced the earlier one, and the defaults once it is gone', () => {
    block('{"locale": "fr", "messages": {"results.count": "{count} logement|{count} logements"}}');
    expect(pageMessages(document).format('results.count', { count: 2 })).toBe('2 logements');
    document.body.replaceChildren();
    block('{"messages": {"results.empty": "Nichts."}}');
    expect(pageMessages(document).format('results.empty')).toBe('Nichts.');
    document.body.replaceChildren();
    expect(pageMessages(document).format('results.empty')).toBe('No properties match your search.');
  });
});
