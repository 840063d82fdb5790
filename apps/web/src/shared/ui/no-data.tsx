import { Empty } from 'antd';

export const brandTagline = 'vce · 专业的K线学习交流平台';

/** The empty-list placeholder: the brand's tagline instead of a bare "no data". */
export function NoData({ description = '暂无数据' }: { description?: string }) {
  return (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={
        <span>
          {description}
          <br />
          <span className="no-data-tagline">{brandTagline}</span>
        </span>
      }
    />
  );
}
