import { useMutation } from '@tanstack/react-query';
import { REPORT_NOTE_MAX, report, type ReportReason, reportReasons } from '@vce/contract/community-reports';
import { msg } from '@vce/contract/messages';
import { Button, Input, Modal, Radio, Space } from 'antd';
import { useState } from 'react';
import { api } from '../../../shared/api/api';
import { requireLogin } from '../../../shared/login-store';
import { toast } from '../../../shared/ui/feedback';

/**
 * 举报 a post or comment: a reason and an optional note into the moderation queue. A guest is asked
 * to sign in; what the server refuses (one's own, a second report) is shown by the API client.
 */
export function ReportButton({ type, id }: { type: 'post' | 'comment'; id: number }) {
  const [isOpen, setIsOpen] = useState(false);
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [note, setNote] = useState('');
  const send = useMutation({
    mutationFn: () => api.call(report, { type, id, reason: reason!, note: note.trim() || undefined }),
    onSuccess: () => {
      void toast.success(msg.reportReceived);
      setIsOpen(false);
    },
  });
  return (
    <>
      <Button type="text" size="small" className="muted" onClick={() => requireLogin() && setIsOpen(true)}>
        举报
      </Button>
      {isOpen && (
        <Modal
          open
          title={type === 'post' ? '举报帖子' : '举报评论'}
          okText="提交举报"
          okButtonProps={{ disabled: reason === null, loading: send.isPending }}
          onOk={() => send.mutate()}
          onCancel={() => setIsOpen(false)}
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
      )}
    </>
  );
}
