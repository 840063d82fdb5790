import { InboxOutlined } from '@ant-design/icons';

export const brandTagline = 'vce · 专业的K线学习交流平台';

/**
 * The empty-list placeholder: the brand's tagline instead of a bare "no data". Plain markup in
 * antd's Empty's place: the home page shows one on its first load, and Empty's code is 2 KiB more.
 */
export function NoData({ description = '暂无数据' }: { description?: string }) {
  return (
    <div className="no-data">
      <InboxOutlined className="no-data-icon" />
      <p>
        {description}
        <br />
        <span className="no-data-tagline">{brandTagline}</span>
      </p>
    </div>
  );
}
