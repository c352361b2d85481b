import { describe, expect, it, vi } from 'vitest';
import { Emitter } from './emitter.js';

type Events = { shown: { count: number }; failed: string };

describe('Emitter', () => {
  it('calls the listeners of a type, until they unsubscribe', () => {
    const events = new Emitter<Events>();
    const listener = vi.fn();
    const stop = events.on('shown', listener);
    events.emit('shown', { count: 1 });
    events.emit('failed', 'x');
    stop();
    events.emit('shown', { count: 2 });
    expect(listener.mock.calls).toEqual([[{ count: 1 }]]);
  });

  it('isolates a throwing listener and reports it', () => {
    const onError = vi.fn();
    const events = new Emitter<Events>(onError);
    const after = vi.fn();
    events.on('failed', () => {
      throw new Error('boom');
    });
    events.on('failed', after);
    events.emit('failed', 'x');
    expect(after).toHaveBeenCalledWith('x');
    expect(onError).toHaveBeenCalledWith(new Error('boom'));
  });

  it('keeps the last payload of each type for a listener that starts late, until cleared', () => {
    const events = new Emitter<Events>();
    expect(events.last('shown')).toBeUndefined();
    events.emit('shown', { count: 1 });
    events.emit('shown', { count: 2 });
    events.emit('failed', 'x');
    expect(events.last('shown')).toEqual({ count: 2 });
    expect(events.last('failed')).toBe('x');
    events.clear();
    expect(events.last('shown')).toBeUndefined();
  });
});
