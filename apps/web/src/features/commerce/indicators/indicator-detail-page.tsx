import { indicatorCategoryNames, indicatorPlatformNames } from '@vce/contract/commerce-indicators';
import { paths } from '@vce/contract/routes';
import { Button, Card, Result, Skeleton, Tag } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { useTargetDetail } from '../api/indicators';
import { priceText } from './indicator-card';
import { IndicatorActions } from './indicator-actions';
import { IndicatorReviews } from './indicator-reviews';

const ownedByText = { bought: '已购买', free: '免费指标', vip: '会员免费' } as const;

/**
 * 指标详情 (/vtarget/detail?id=): what the indicator shows and how to read it, drawn on a product's
 * K-line (`preview`, the market's chart, given by the page that composes both areas), the software
 * its formula files are written for, getting or downloading it, and reviews.
 */
export function IndicatorDetail({
  preview,
}: {
  /** Given null while the indicator loads: the preview keeps its room meanwhile. */
  preview(indicator: { code: string; name: string } | null): React.ReactNode;
}) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = Number(params.get('id'));
  const { data, isError } = useTargetDetail(Number.isInteger(id) && id > 0 ? id : null);
  if (isError || !(Number.isInteger(id) && id > 0))
    return (
      <Result
        status="warning"
        title="该指标不存在或已下架"
        extra={<Button onClick={() => navigate(paths.indicators)}>返回指标列表</Button>}
      />
    );
  return (
    <div className="indicator-detail" data-testid="indicator-detail">
      <Card>
        {!data ? (
          <Skeleton className="indicator-detail-head" active paragraph={{ rows: 3 }} />
        ) : (
          <div className="indicator-detail-head">
            <h1>
              {data.name} <Tag>{indicatorCategoryNames[data.category]}</Tag>
              {data.vip_free && <Tag className="tag-members">会员免费</Tag>}
            </h1>
            <p>{data.summary}</p>
            <p className="indicator-detail-facts">
              <b>{priceText(data)}</b>
              <span>{data.buyers}人已获取</span>
              <span>适用：{data.platforms.map((platform) => indicatorPlatformNames[platform]).join('、')}</span>
              {data.owned_by && <Tag color="green">{ownedByText[data.owned_by]}</Tag>}
            </p>
            <IndicatorActions indicator={data} />
          </div>
        )}
      </Card>
      {preview(data ?? null)}
      <Card title="指标说明">
        {!data ? (
          <Skeleton active />
        ) : (
          <div className="indicator-description">
            {data.description.split(/\n{2,}/).map((paragraph) => (
              <p key={paragraph.slice(0, 24)}>{paragraph}</p>
            ))}
            {data.params && <p className="muted">参数：{data.params}</p>}
            <p className="muted">指标是技术分析工具，信号有滞后和失效的可能，不构成投资建议。</p>
          </div>
        )}
      </Card>
      {data && <IndicatorReviews id={data.id} />}
    </div>
  );
}
