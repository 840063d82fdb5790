import { useAssistantPanel } from '../../shared/assistant-panel';
import { AssistantPanel } from './assistant-panel';

/**
 * The panel, following openAssistant / closeAssistant. app/root-shell loads this module the first
 * time the panel opens, so a page's first load does not carry it; from then on it stays mounted.
 */
export function AssistantPanelHost() {
  const { isOpen, question } = useAssistantPanel();
  return <AssistantPanel isOpen={isOpen} question={question} />;
}
