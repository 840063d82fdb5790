import type { CallData } from '@vce/contract/call';
import type { commonInit } from '@vce/contract/shell';
import { QRCode } from 'antd';

type AppLinks = CallData<typeof commonInit>['app_links'];
export type AppLinkKey = keyof AppLinks;

/** QR codes of the configured download links, each captioned; a link not configured is left out. */
export function AppQrCodes({
  links,
  entries,
  size,
}: {
  links: AppLinks;
  entries: ReadonlyArray<{ key: AppLinkKey; label: string }>;
  size: number;
}) {
  return entries.map(({ key, label }) =>
    links[key] ? (
      <figure key={key}>
        <QRCode value={links[key]} size={size} bordered={false} aria-label={`${label} 下载二维码`} />
        <figcaption>{label}</figcaption>
      </figure>
    ) : null,
  );
}
