import { msg } from '@vce/contract/messages';
import { Input, Modal, Radio } from 'antd';
import { useState } from 'react';
import { toast } from '../../shared/ui/feedback';

const contentMaxChars = 500;

/** The dislike popup 异常反馈 (spec 001 §2, §5): a reason and what went wrong, both required. */
export function FeedbackModal(props: {
  reasons: string[];
  isSending: boolean;
  onSubmit: (reason: string, content: string) => void;
  onClose: () => void;
}) {
  const [reason, setReason] = useState<string | null>(null);
  const [content, setContent] = useState('');

  const submit = () => {
    if (!reason) return void toast.warning(msg.feedbackTypeRequired);
    if (!content.trim()) return void toast.warning(msg.feedbackContentRequired);
    props.onSubmit(reason, content.trim());
  };

  return (
    <Modal
      open
      title="异常反馈"
      width={420}
      okText="提交"
      cancelText="取消"
      confirmLoading={props.isSending}
      onOk={submit}
      onCancel={props.onClose}
      destroyOnHidden
    >
      <div className="asst-feedback-form">
        <p id="asst-feedback-reason">请选择异常问题</p>
        <Radio.Group
          aria-labelledby="asst-feedback-reason"
          orientation="vertical"
          value={reason}
          onChange={(event) => setReason(event.target.value as string)}
          options={props.reasons.map((value) => ({ value, label: value }))}
        />
        <Input.TextArea
          aria-label="反馈内容"
          placeholder="请描述您遇到的问题，帮助我们改进回答"
          rows={4}
          maxLength={contentMaxChars}
          showCount
          value={content}
          onChange={(event) => setContent(event.target.value)}
        />
      </div>
    </Modal>
  );
}
