import { afterEach, describe, expect, it } from 'vitest';
import { snapshotMarkup } from './markup-snapshot.js';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('snapshotMarkup', () => {
  it('puts moved nodes, text and every attribute back exactly', () => {
    document.body.innerHTML =
      '<div id="a" class="x">\n  <img src="1.jpg" alt="1"> text <b style="color: red">b</b></div>';
    const parent = document.getElementById('a') as HTMLElement;
    const before = parent.outerHTML;
    const nodes = [...parent.childNodes];
    const bold = parent.querySelector('b') as HTMLElement;
    const restore = snapshotMarkup(parent, [bold]);
    const wrapper = document.createElement('div');
    wrapper.append(...parent.childNodes);
    parent.append(wrapper);
    parent.setAttribute('role', 'region');
    parent.classList.add('sf-carousel');
    bold.style.color = '';
    bold.setAttribute('aria-label', '1 of 1');
    restore();
    expect(parent.outerHTML).toBe(before);
    expect([...parent.childNodes]).toEqual(nodes);
  });
});
