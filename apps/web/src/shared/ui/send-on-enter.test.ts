import type { KeyboardEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { sendOnEnter } from './send-on-enter';

/** An Enter keydown as React hands it to `onPressEnter`. */
const enter = (options: { isComposing?: boolean; shiftKey?: boolean } = {}) =>
  ({
    nativeEvent: { isComposing: options.isComposing ?? false },
    shiftKey: options.shiftKey ?? false,
    preventDefault: vi.fn(),
  }) as unknown as KeyboardEvent<HTMLInputElement> & { preventDefault: ReturnType<typeof vi.fn> };

describe('sending on Enter', () => {
  it('sends on a plain Enter and keeps the key from going further', () => {
    const send = vi.fn();
    const event = enter();
    sendOnEnter(event, send);
    expect(send).toHaveBeenCalledTimes(1);
    expect(event.preventDefault).toHaveBeenCalled();
  });

  it('does not send on the Enter that picks an input method’s candidate, nor on Shift+Enter', () => {
    const send = vi.fn();
    sendOnEnter(enter({ isComposing: true }), send);
    sendOnEnter(enter({ shiftKey: true }), send);
    expect(send).not.toHaveBeenCalled();
  });
});
