import { DownloadOutlined } from '@ant-design/icons';
import { type AdminCall, EXPORT_ROW_CAP } from '@vce/contract/admin';
import type { CallRequest } from '@vce/contract/call';
import type { Envelope } from '@vce/contract/codes';
import { Button } from 'antd';
import { useState } from 'react';
import { api } from '../../shared/api/api';
import { dialogs, toast } from '../../shared/ui/feedback';
import { askingConfirmation } from './api/admin';

/** Fetches an export: a CSV file, or the envelope of a refusal (thrown, and shown, as every call's). */
async function fetchExport<C extends AdminCall>(call: C, filter: CallRequest<C>) {
  const response = await fetch(api.urlOf(call), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...api.headers() },
    body: JSON.stringify(filter),
  });
  if (!response.headers.get('content-type')?.startsWith('text/csv')) {
    api.accept((await response.json()) as Envelope);
    throw new Error(`${call.path} answered no file`);
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  return { blob: await response.blob(), name: decodeURIComponent(disposition.split("UTF-8''")[1] ?? 'export.csv') };
}

/** Hands a file to the browser's downloads. */
function save(file: { blob: Blob; name: string }) {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(file.blob);
  link.download = file.name;
  link.click();
  URL.revokeObjectURL(link.href);
}

/**
 * 导出: the list's rows under its current filters, all pages, as CSV. The operator is told how many
 * rows the file will hold first, and when the list is longer than one export holds.
 */
export function ExportButton<C extends AdminCall>({
  call,
  filter,
  total,
}: {
  call: C;
  filter: CallRequest<C>;
  total: number;
}) {
  const [isExporting, setIsExporting] = useState(false);
  const start = () => {
    setIsExporting(true);
    askingConfirmation(() => fetchExport(call, filter))
      .then(save)
      .catch(() => void toast.error('导出未完成'))
      .finally(() => setIsExporting(false));
  };
  const ask = () =>
    void dialogs.confirm({
      title: '导出为CSV？',
      content:
        total > EXPORT_ROW_CAP
          ? `当前筛选共 ${total.toLocaleString()} 条，超过单次导出上限 ${EXPORT_ROW_CAP.toLocaleString()} 条：只导出最新的 ${EXPORT_ROW_CAP.toLocaleString()} 条。可缩小日期范围分次导出。`
          : `将导出当前筛选的全部 ${total.toLocaleString()} 条记录。导出会记入审计日志。`,
      okText: '导出',
      cancelText: '取消',
      onOk: start,
    });
  return (
    <Button icon={<DownloadOutlined />} onClick={ask} loading={isExporting} disabled={total === 0}>
      导出
    </Button>
  );
}
