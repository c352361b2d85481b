import { afterEach, describe, expect, it } from 'vitest';
import { readReturnPoint, saveReturnPoint } from './return-point.js';

function card(id: string) {
  const item = document.createElement('li');
  item.setAttribute('data-result-id', id);
  document.body.append(item);
  return item;
}

afterEach(() => {
  history.replaceState(null, '', '/');
  document.body.replaceChildren();
});

describe('return point', () => {
  it('keeps the clicked card in the history entry, beside the site’s own state, URL unchanged', () => {
    history.replaceState({ site: 'kept' }, '', '/search#rows=48');
    saveReturnPoint(card('node/31'));
    expect(history.state).toEqual({ site: 'kept', sfReturn: ['node/31', 0, '#rows=48'] });
    expect(readReturnPoint()).toEqual(['node/31', 0, '#rows=48']);
    expect(location.pathname + location.hash).toBe('/search#rows=48');
  });

  it('leaves a state that is not an object alone', () => {
    history.replaceState('a router’s key', '', '/search');
    saveReturnPoint(card('node/31'));
    expect(history.state).toBe('a router’s key');
    expect(readReturnPoint()).toBeUndefined();
  });

  it('leaves an array state alone (spread into an object, it would be garbled)', () => {
    history.replaceState(['a router’s', 'stack'], '', '/search');
    saveReturnPoint(card('node/31'));
    expect(history.state).toEqual(['a router’s', 'stack']);
  });
});
