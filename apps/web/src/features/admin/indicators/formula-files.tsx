import { UploadOutlined } from '@ant-design/icons';
import type { AdminIndicator } from '@vce/contract/admin-indicators';
import { indicatorPlatformNames } from '@vce/contract/commerce-indicators';
import { Button, Tag, Upload } from 'antd';
import { toast } from '../../../shared/ui/feedback';
import { useResetFormula, useUploadFormula } from '../api/indicators';

const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)}KB`;

/** An indicator's formula file per platform: the shipped one or an upload, replaced or reset here. */
export function FormulaFiles({ indicator }: { indicator: AdminIndicator }) {
  const upload = useUploadFormula();
  const reset = useResetFormula();
  return (
    <ul className="admin-formulas" aria-label="公式文件">
      {indicator.formulas.map((file) => {
        const name = indicatorPlatformNames[file.platform];
        return (
          <li key={file.platform}>
            <strong>{name}</strong>
            {file.source === 'uploaded' ? <Tag color="blue">已上传</Tag> : <Tag>随网站提供</Tag>}
            <span className="admin-note">{kilobytes(file.bytes)}</span>
            <Upload
              accept=".txt,text/plain"
              showUploadList={false}
              customRequest={({ file: picked }) =>
                upload.mutate(
                  { id: indicator.id, platform: file.platform, file: picked as File },
                  { onSuccess: () => void toast.success(`${name}公式已上传`) },
                )
              }
            >
              <Button size="small" icon={<UploadOutlined />} loading={upload.isPending} aria-label={`上传${name}公式`}>
                上传
              </Button>
            </Upload>
            {file.source === 'uploaded' && (
              <Button
                size="small"
                loading={reset.isPending}
                onClick={() =>
                  reset.mutate(
                    { id: indicator.id, platform: file.platform },
                    { onSuccess: () => void toast.success(`${name}公式已恢复为随网站提供的文件`) },
                  )
                }
              >
                恢复默认
              </Button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
