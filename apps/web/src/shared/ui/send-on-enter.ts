import type { KeyboardEvent } from 'react';

/**
 * Sends on an input's Enter (from its `onPressEnter`). Not on the Enter that confirms an input
 * method's candidate (a trader typing 拼音 presses it to pick 螺纹, not to send), nor on Shift+Enter
 * in a box of several lines (a new line). The key goes no further: a popup the send opens would
 * otherwise take it and close at once.
 */
export function sendOnEnter(event: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>, send: () => void) {
  if (event.nativeEvent.isComposing || event.shiftKey) return;
  event.preventDefault();
  send();
}
