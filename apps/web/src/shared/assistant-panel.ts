import { createValueStore } from './value-store';

interface AssistantPanelState {
  isOpen: boolean;
  /** Once opened, the panel stays mounted (hidden when closed): its conversation and stream live on. */
  wasOpened: boolean;
  /** A question to ask as soon as the panel is ready; `id` tells the same question asked twice apart. */
  question: { id: number; text: string } | null;
}

const panel = createValueStore<AssistantPanelState>({ isOpen: false, wasOpened: false, question: null });
let nextQuestionId = 1;

/** Opens the AI assistant panel from anywhere; with a question, it is filled in and sent. */
export function openAssistant(question?: string) {
  const text = question?.trim();
  panel.set({
    isOpen: true,
    wasOpened: true,
    question: text ? { id: nextQuestionId++, text } : panel.get().question,
  });
}

export const closeAssistant = () => panel.set({ ...panel.get(), isOpen: false });

/** The panel takes the waiting question once it has asked it (or shown why it could not). */
export const clearAssistantQuestion = () => panel.set({ ...panel.get(), question: null });

export const useAssistantPanel = () => panel.useValue();
