import { afterEach, describe, expect, it } from 'vitest';
import * as resultCount from '../islands/result-count.js';
import { mountWidget, perform, resetPage, settle, setupPage } from '../test-support/search-page.js';

/** The autocomplete's server markup (its island not woken: it wakes on interaction). */
const FIELD = (search = 'main') =>
  `<form data-widget="autocomplete" data-search="${search}" data-widget-load="interaction"><input name="q" value=""><button>Search</button></form>`;
const COUNT = '<span data-widget="result-count" data-search="main"></span>';

async function openPage(hash: string, body = FIELD()) {
  const testPage = setupPage(`${body}${COUNT}`, { hash });
  await mountWidget('[data-widget="result-count"]', resultCount);
  await settle();
  return testPage;
}

const input = (index = 0) => document.querySelectorAll('input')[index] as HTMLInputElement;

afterEach(resetPage);

describe("the autocomplete's server input before it wakes", () => {
  it("shows a shared link's words, and follows the search's words (Back, a removed chip)", async () => {
    const testPage = await openPage('q=sea%20view');
    expect(input().value).toBe('sea view');
    await perform(() => testPage.search().setText('cottage'));
    expect(input().value).toBe('cottage');
    await perform(() => testPage.search().setText(''));
    expect(input().value).toBe('');
  });

  it('never writes over what a visitor typed, nor into a woken island or another search', async () => {
    const testPage = await openPage('', `${FIELD()}${FIELD('other')}`);
    input().value = 'vil';
    await perform(() => testPage.search().setText('cottage'));
    expect(input().value).toBe('vil');
    expect(input(1).value).toBe('');
    input().value = '';
    input().closest('form')?.setAttribute('data-widget-state', 'ready');
    await perform(() => testPage.search().setText('barn'));
    expect(input().value).toBe('');
  });
});
