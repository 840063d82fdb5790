import { PauseCircleFilled, SendOutlined } from '@ant-design/icons';
import { promptMaxChars } from '@vce/contract/assistant';
import { paths } from '@vce/contract/routes';
import { Button, Input, type InputRef } from 'antd';
import type { Ref } from 'react';
import { sendOnEnter } from '../../shared/ui/send-on-enter';

/**
 * The input footer (spec 001 §2): the question (Enter sends), send turning into stop while an answer
 * streams, and the disclaimer with the assistant's agreement.
 */
export function AskFooter({
  draft,
  onDraftChange,
  isStreaming,
  disclaimer,
  inputRef,
  onSend,
  onStop,
}: {
  draft: string;
  onDraftChange: (draft: string) => void;
  isStreaming: boolean;
  disclaimer: string;
  inputRef: Ref<InputRef>;
  onSend: () => void;
  onStop: () => void;
}) {
  return (
    <footer className="asst-footer">
      <div className="asst-input">
        <Input
          ref={inputRef}
          aria-label="输入问题"
          placeholder="你敢问，我敢答"
          maxLength={promptMaxChars}
          value={draft}
          onChange={(event) => onDraftChange(event.target.value)}
          onPressEnter={(event) => sendOnEnter(event, onSend)}
          variant="borderless"
        />
        {isStreaming ? (
          <Button type="text" aria-label="停止" icon={<PauseCircleFilled />} onClick={onStop} />
        ) : (
          <Button type="text" aria-label="发送" icon={<SendOutlined />} onClick={onSend} />
        )}
      </div>
      <p className="asst-disclaimer">
        {disclaimer || '内容由AI助手根据公开数据生成，仅供参考，不构成投资建议。'}
        <a href={paths.agreement('ai_rule')} target="_blank" rel="noopener">
          《AI助手服务协议》
        </a>
      </p>
    </footer>
  );
}
