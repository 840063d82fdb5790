import { MobileOutlined } from '@ant-design/icons';
import { Popover, QRCode } from 'antd';
import { useInit } from '../../../features/shell/api/get-init';
import { StatType, track } from '../../../shared/statistics';

const entries = [
  { key: 'mini_program', label: '微信小程序' },
  { key: 'official_account', label: '微信公众号' },
  { key: 'news_app', label: '资讯App' },
  { key: 'android', label: 'Android' },
  { key: 'ios', label: 'iOS' },
] as const;

/** The hover panel of QR codes, generated from the download links configured in site settings. */
export function QrPanel() {
  const { data } = useInit();
  const content = (
    <div className="qr-panel" data-testid="qr-panel">
      {entries.map(({ key, label }) => {
        const url = data?.app_links[key];
        return url ? (
          <figure key={key}>
            <QRCode value={url} size={96} bordered={false} aria-label={`${label} 下载二维码`} />
            <figcaption>{label}</figcaption>
          </figure>
        ) : null;
      })}
    </div>
  );
  return (
    <Popover content={content} placement="bottom" onOpenChange={(open) => open && track(StatType.qrPanel)}>
      <button type="button" className="header-icon" aria-label="下载App">
        <MobileOutlined /> App
      </button>
    </Popover>
  );
}
