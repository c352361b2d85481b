import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANNOUNCEMENT_LIFETIME_MS, announce } from './announce.js';

const region = (role: 'status' | 'alert') =>
  document.querySelector(`[data-sf-announcer="${role}"]`) as HTMLElement;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('announce', () => {
  it('says a message politely or as an alert, each in its own region', () => {
    announce(document, 'Added to favourites.');
    announce(document, 'It failed.', 'alert');
    expect(region('status').getAttribute('aria-live')).toBe('polite');
    expect(region('status').textContent).toBe('Added to favourites.');
    expect(region('alert').getAttribute('aria-live')).toBe('assertive');
    expect(region('alert').textContent).toBe('It failed.');
  });

  it('takes a message out once it has been read, so it is not read again out of its moment', () => {
    announce(document, 'Added to favourites.');
    vi.advanceTimersByTime(ANNOUNCEMENT_LIFETIME_MS - 1);
    expect(region('status').textContent).toBe('Added to favourites.');
    vi.advanceTimersByTime(1);
    expect(region('status').textContent).toBe('');
    // The region stays, so screen readers keep watching it for the next message.
    expect(region('status').isConnected).toBe(true);
  });

  it('leaves a newer message alone when an older one’s time is up', () => {
    announce(document, 'Added to favourites.');
    vi.advanceTimersByTime(ANNOUNCEMENT_LIFETIME_MS - 1000);
    announce(document, 'Removed from favourites.');
    vi.advanceTimersByTime(1000);
    expect(region('status').textContent).toBe('Removed from favourites.');
    vi.advanceTimersByTime(ANNOUNCEMENT_LIFETIME_MS);
    expect(region('status').textContent).toBe('');
  });
});
