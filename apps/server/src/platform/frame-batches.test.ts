import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFrameBatches } from './frame-batches';

describe('a topic’s frames written together', () => {
  let writes: Array<[string, string]>;
  let batches: ReturnType<typeof createFrameBatches>;
  beforeEach(() => {
    vi.useFakeTimers();
    writes = [];
    batches = createFrameBatches((topic, bytes) => writes.push([topic, bytes.toString()]), 100);
  });
  afterEach(() => {
    batches.close();
    vi.useRealTimers();
  });

  it('writes a frame after a quiet spell at once, and the next ones of the window together, in order', () => {
    batches.add('room:1', Buffer.from('a'));
    expect(writes).toEqual([['room:1', 'a']]);
    vi.advanceTimersByTime(30);
    batches.add('room:1', Buffer.from('b'));
    batches.add('room:1', Buffer.from('c'));
    expect(writes).toHaveLength(1);
    vi.advanceTimersByTime(69);
    expect(writes).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(writes).toEqual([
      ['room:1', 'a'],
      ['room:1', 'bc'],
    ]);
    vi.advanceTimersByTime(150);
    batches.add('room:1', Buffer.from('d'));
    expect(writes.at(-1)).toEqual(['room:1', 'd']);
  });

  it('keeps each topic to its own window', () => {
    batches.add('room:1', Buffer.from('a'));
    batches.add('room:2', Buffer.from('x'));
    batches.add('room:1', Buffer.from('b'));
    expect(writes).toEqual([
      ['room:1', 'a'],
      ['room:2', 'x'],
    ]);
    vi.advanceTimersByTime(100);
    expect(writes.at(-1)).toEqual(['room:1', 'b']);
  });

  it('sends nothing pending for a topic dropped (its last socket left)', () => {
    batches.add('room:1', Buffer.from('a'));
    batches.add('room:1', Buffer.from('b'));
    batches.drop('room:1');
    vi.advanceTimersByTime(500);
    expect(writes).toEqual([['room:1', 'a']]);
  });
});
