import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pausableTimer } from './toast-timer.js';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

function toast() {
  const node = document.createElement('div');
  node.innerHTML = '<button type="button">Undo</button>';
  document.body.append(node);
  return node;
}

describe('pausableTimer', () => {
  it('expires after its time when nobody hovers or focuses it', () => {
    const expire = vi.fn();
    pausableTimer(toast(), 5000, expire);
    vi.advanceTimersByTime(4999);
    expect(expire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(expire).toHaveBeenCalledTimes(1);
  });

  it('stops while hovered and restarts in full on mouseleave', () => {
    const expire = vi.fn();
    const node = toast();
    pausableTimer(node, 5000, expire);
    vi.advanceTimersByTime(4000);
    node.dispatchEvent(new MouseEvent('mouseenter'));
    vi.advanceTimersByTime(20_000);
    expect(expire).not.toHaveBeenCalled();
    node.dispatchEvent(new MouseEvent('mouseleave'));
    vi.advanceTimersByTime(4999);
    expect(expire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(expire).toHaveBeenCalledTimes(1);
  });

  it('stops while focus is inside and restarts on blur, not while still hovered', async () => {
    const expire = vi.fn();
    const node = toast();
    const button = node.querySelector('button') as HTMLButtonElement;
    pausableTimer(node, 5000, expire);
    button.focus();
    node.dispatchEvent(new MouseEvent('mouseenter'));
    vi.advanceTimersByTime(10_000);
    button.blur();
    await Promise.resolve();
    vi.advanceTimersByTime(10_000);
    expect(expire).not.toHaveBeenCalled(); // still hovered
    node.dispatchEvent(new MouseEvent('mouseleave'));
    vi.advanceTimersByTime(5000);
    expect(expire).toHaveBeenCalledTimes(1);
  });

  it('releases its listeners and timer', () => {
    const expire = vi.fn();
    const node = toast();
    const release = pausableTimer(node, 5000, expire);
    release();
    node.dispatchEvent(new MouseEvent('mouseleave'));
    vi.advanceTimersByTime(10_000);
    expect(expire).not.toHaveBeenCalled();
  });
});
