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
  afterEach(() => {
    document.body.replaceChildren();
    document.documentElement.lang = '';
  });

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

  it("takes the page's lang when the block names no locale: plurals and numbers in it", () => {
    document.documentElement.lang = 'pl_PL';
    block('{"messages": {"results.count": "one:{count} dom|few:{count} domy|many:{count} domów"}}');
    expect(pageMessages(document).format('results.count', { count: 3 })).toBe('3 domy');
    document.documentElement.lang = 'de';
    expect(pageMessages(document).format('facet.itemCount', { count: 1250 })).toBe('(1.250)');
    // The block's own locale comes first; a lang Intl refuses is English.
    document.body.replaceChildren();
    block('{"locale": "fr", "messages": {}}');
    expect(pageMessages(document).format('facet.itemCount', { count: 1250 })).toBe('(1\u202f250)');
    document.body.replaceChildren();
    document.documentElement.lang = 'en US';
    expect(pageMessages(document).format('facet.itemCount', { count: 1250 })).toBe('(1,250)');
  });
});
