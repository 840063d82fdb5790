import { CloseOutlined, ReadOutlined, RobotOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { msg } from '@vce/contract/messages';
import { Button, type InputRef, Modal, Tabs } from 'antd';
import { Suspense, useEffect, useEffectEvent, useRef, useState } from 'react';
import { StatType, track } from '../../shared/statistics';
import { clearAssistantQuestion, closeAssistant } from '../../shared/assistant-panel';
import { requireLogin } from '../../shared/login-store';
import { ExchangePopupOnDemand } from '../../shared/quota/use-exchange-popup';
import { toast } from '../../shared/ui/feedback';
import { chatInitQueryOptions, useChatInit } from './api/get-chat-init';
import { queryKeys } from '../../shared/query-keys';
import { AnswerHtml } from './answer-html';
import { AskFooter } from './ask-footer';
import { ChatTab } from './chat-tab';
import { HistoryTab } from './history-tab';
import { NoCountModal } from './no-count-modal';
import { useChat } from './use-chat';
import { useDebouncedAction } from './use-debounced-action';
import './assistant.css';

/** Spec 001 §9; sends are debounced too, for an interval of our choosing. */
const tabSwitchDebounceMs = 500;
const sendDebounceMs = 300;

/** Page type 1 and 2 of spec 001 §4. */
type PageType = 'chat' | 'history';
type Popup = 'intro' | 'no-count' | 'exchange';
/** A question asked with openAssistant(question). */
export interface WaitingQuestion {
  id: number;
  text: string;
}

/**
 * The AI assistant panel (spec 001 §2): fixed at the bottom right, with the chat and history tabs.
 * It stays mounted while closed, so a conversation and its streaming answer outlive closing it.
 */
export function AssistantPanel({ isOpen, question }: { isOpen: boolean; question: WaitingQuestion | null }) {
  const queryClient = useQueryClient();
  const info = useChatInit().data;
  const [tab, setTab] = useState<PageType>('chat');
  const [draft, setDraft] = useState('');
  const [popup, setPopup] = useState<Popup | null>(null);
  const input = useRef<InputRef>(null);
  const chat = useChat({
    onNoCount: () => {
      track(StatType.askNoCountShown);
      setPopup('no-count');
    },
    onRefused: (prompt) => setDraft((current) => current || prompt),
  });
  const debounceTab = useDebouncedAction(tabSwitchDebounceMs);
  const debounceSend = useDebouncedAction(sendDebounceMs);
  const refreshInfo = () => queryClient.invalidateQueries({ queryKey: chatInitQueryOptions().queryKey });

  const ask = (text: string) =>
    debounceSend(() => {
      if (chat.send(text)) setDraft('');
    });

  const switchTab = (next: PageType) =>
    debounceTab(() => {
      if (chat.isStreaming) return void toast.warning(msg.askAnswerStreaming);
      if (next === 'chat') void refreshInfo();
      else queryClient.removeQueries({ queryKey: queryKeys.assistant.history });
      setTab(next);
    });

  // openAssistant(question): asked once the panel knows the count; kept in the input if it cannot go.
  const handledQuestion = useRef(0);
  const askWaiting = useEffectEvent((text: string) => {
    setTab('chat');
    if (chat.send(text)) setDraft('');
    else setDraft(text);
  });
  const isReady = info !== undefined;
  useEffect(() => {
    if (!question || !isReady || handledQuestion.current === question.id) return;
    handledQuestion.current = question.id;
    clearAssistantQuestion();
    askWaiting(question.text);
  }, [question, isReady]);

  // Opening moves the focus to the question; closing gives it back to what opened the panel.
  const opener = useRef<Element | null>(null);
  useEffect(() => {
    if (isOpen) {
      track(StatType.assistantOpened);
      opener.current = document.activeElement;
      input.current?.focus();
    } else if (opener.current instanceof HTMLElement) {
      opener.current.focus();
    }
  }, [isOpen]);

  const openExchange = () => {
    if (!requireLogin()) return;
    track(StatType.askExchangeOpened);
    setPopup('exchange');
  };
  const closePopup = () => setPopup(null);

  return (
    <section
      role="dialog"
      aria-label="AI助手"
      className="assistant-panel"
      data-testid="assistant-panel"
      hidden={!isOpen}
      onKeyDown={(event) => {
        // Popups portal out of the panel's DOM but bubble through React: Escape there is theirs.
        if (event.key === 'Escape' && event.currentTarget.contains(event.target as Node)) closeAssistant();
      }}
    >
      <header className="asst-header">
        <RobotOutlined className="asst-logo" aria-hidden />
        <h2>AI助手</h2>
        {info && <span className="asst-engine">{info.engine.label}</span>}
        <Button
          type="text"
          size="small"
          aria-label="使用说明"
          icon={<ReadOutlined />}
          onClick={() => setPopup('intro')}
        />
        <Button type="text" size="small" aria-label="关闭" icon={<CloseOutlined />} onClick={closeAssistant} />
      </header>
      <Tabs
        className="asst-tabs"
        activeKey={tab}
        onChange={(key) => switchTab(key as PageType)}
        destroyOnHidden
        items={[
          {
            key: 'chat',
            label: '对话',
            children: (
              <div className="asst-chat">
                <ChatTab info={info} chat={chat} onAsk={ask} onExchange={openExchange} />
                <AskFooter
                  inputRef={input}
                  draft={draft}
                  onDraftChange={setDraft}
                  isStreaming={chat.isStreaming}
                  disclaimer={info?.disclaimer ?? ''}
                  onSend={() => ask(draft)}
                  onStop={chat.stop}
                />
              </div>
            ),
          },
          { key: 'history', label: '历史', children: <HistoryTab /> },
        ]}
      />
      {popup === 'intro' && (
        <Modal open title="AI助手使用说明" width={520} footer={null} onCancel={closePopup}>
          <div className="asst-intro">
            <AnswerHtml html={info?.intro_doc_content ?? ''} />
          </div>
        </Modal>
      )}
      {popup === 'no-count' && <NoCountModal onExchange={openExchange} onClose={closePopup} />}
      {popup === 'exchange' && (
        <Suspense fallback={null}>
          <ExchangePopupOnDemand
            tags={['ai']}
            onClose={() => {
              closePopup();
              // Questions bought with V粒 count at once.
              void refreshInfo();
            }}
          />
        </Suspense>
      )}
    </section>
  );
}
