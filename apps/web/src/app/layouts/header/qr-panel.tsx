import { MobileOutlined } from '@ant-design/icons';
import { useInit } from '../../../shared/site-init';
import { StatType, track } from '../../../shared/statistics';
import { HoverPanel } from '../../../shared/ui/hover-panel';
import { AppQrCodesOnDemand } from '../../../features/shell/app-qr-codes-on-demand';

const entries = [
  { key: 'mini_program', label: '微信小程序' },
  { key: 'official_account', label: '微信公众号' },
  { key: 'news_app', label: '资讯App' },
  { key: 'android', label: 'Android' },
  { key: 'ios', label: 'iOS' },
] as const;

function QrCodes() {
  const { data } = useInit();
  return (
    <div className="qr-panel" data-testid="qr-panel">
      {data ? <AppQrCodesOnDemand links={data.app_links} entries={entries} size={96} /> : null}
    </div>
  );
}

/** The hover panel of QR codes, generated from the download links configured in site settings. */
export function QrPanel() {
  return (
    <HoverPanel panel={() => <QrCodes />} placement="bottom" onOpen={() => track(StatType.qrPanel)}>
      <button type="button" className="header-icon" aria-label="下载App">
        <MobileOutlined /> App
      </button>
    </HoverPanel>
  );
}
