import { paths } from '@vce/contract/routes';
import { Card, Tag } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { Link } from 'react-router';
import { NoData } from '../../../shared/ui/no-data';
import { PagerOnDemand } from '../../../shared/ui/pager-on-demand';
import { useMyTargets } from '../api/indicators';
import { IndicatorCard } from './indicator-card';

const PAGE_SIZE = 9;
const sourceText = { bought: '已购买', free: '免费获取', vip: '会员免费' } as const;

/**
 * 我的指标 (/my/indicator): the indicators the user got, newest first, each opening its page to
 * download its formula files. A members' indicator stays listed after the membership ends, marked
 * as needing it again.
 */
export default function MyIndicatorsPage() {
  const [page, setPage] = useState(1);
  const { data } = useMyTargets(page, PAGE_SIZE);
  return (
    <Card title="我的指标" data-testid="my-indicators" extra={<Link to={paths.indicators}>获取更多指标</Link>}>
      {data && data.total === 0 ? (
        <NoData description="还没有指标，去指标商城看看" />
      ) : (
        <ul className="indicator-grid">
          {data?.list.map((card) => (
            <IndicatorCard
              key={card.id}
              card={card}
              extra={
                <span className="indicator-card-since">
                  <Tag color={card.owned ? 'green' : 'default'}>
                    {card.owned ? sourceText[card.owned_by] : '会员已到期，续费后可下载'}
                  </Tag>
                  {dayjs.unix(card.since).format('YYYY-MM-DD')} 获取
                </span>
              }
            />
          ))}
        </ul>
      )}
      {data && <PagerOnDemand pageSize={PAGE_SIZE} current={page} total={data.total} onChange={setPage} />}
    </Card>
  );
}
