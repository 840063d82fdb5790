import { requireLogin } from './login-store';
import { createValueStore } from './value-store';

/** Whom to talk to: a teacher (their account), customer service, or a chat already begun. */
export type DirectChatTarget = { kind: 'teacher'; teacherId: number } | { kind: 'service' } | { chatId: number };

interface DirectChatPanelState {
  isOpen: boolean;
  /** Once opened, the panel stays mounted (hidden when closed). */
  wasOpened: boolean;
  /** What to open when it shows; `id` tells the same target asked twice apart. */
  target: { id: number; to: DirectChatTarget } | null;
}

const panel = createValueStore<DirectChatPanelState>({ isOpen: false, wasOpened: false, target: null });
let nextTargetId = 1;

/** Opens the one-to-one chats from anywhere (signed-in users): with a target, that chat. */
export function openDirectChat(to?: DirectChatTarget) {
  if (!requireLogin()) return;
  panel.set({ isOpen: true, wasOpened: true, target: to ? { id: nextTargetId++, to } : panel.get().target });
}

export const closeDirectChat = () => panel.set({ ...panel.get(), isOpen: false });

export const useDirectChatPanel = () => panel.useValue();
/** Whether the panel is showing now (a message tip is not needed then). */
export const isDirectChatShown = () => panel.get().isOpen;
