import { useMutation } from '@tanstack/react-query';
import { REPORT_NOTE_MAX, report, type ReportReason, reportReasons } from '@vce/contract/community-reports';
import { msg } from '@vce/contract/messages';
import { Input, Modal, Radio, Space } from 'antd';
import { useState } from 'react';
import { api } from '../../../shared/api/api';
import { toast } from '../../../shared/ui/feedback';

/** The 举报 dialog: a reason and an optional note, sent into the moderation queue. */
export function ReportDialog({ type, id, onClose }: { type: 'post' | 'comment'; id: number; onClose(): void }) {
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [note, setNote] = useState('');
  const send = useMutation({
    mutationFn: () => api.call(report, { type, id, reason: reason!, note: note.trim() || undefined }),
    onSuccess: () => {
      void toast.success(msg.reportReceived);
      onClose();
    },
  });
  return (
    <Modal
      open
      title={type === 'post' ? '举报帖子' : '举报评论'}
      okText="提交举报"
      okButtonProps={{ disabled: reason === null, loading: send.isPending }}
      onOk={() => send.mutate()}
      onCancel={onClose}
    >
      <Radio.Group value={reason} onChange={(event) => setReason(event.target.value as ReportReason)}>
        <Space orientation="vertical">
          {Object.entries(reportReasons).map(([key, name]) => (
            <Radio key={key} value={key}>
              {name}
            </Radio>
          ))}
        </Space>
      </Radio.Group>
      <Input.TextArea
        className="report-note"
        value={note}
        onChange={(event) => setNote(event.target.value)}
        maxLength={REPORT_NOTE_MAX}
        showCount
        placeholder="补充说明（选填）"
        aria-label="补充说明"
      />
    </Modal>
  );
}
