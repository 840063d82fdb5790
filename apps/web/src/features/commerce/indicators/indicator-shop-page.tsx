import { type IndicatorCategory, indicatorCategories, indicatorCategoryNames } from '@vce/contract/commerce-indicators';
import { paths } from '@vce/contract/routes';
import { Card, Tabs } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { NoData } from '../../../shared/ui/no-data';
import { PagerOnDemand } from '../../../shared/ui/pager-on-demand';
import { useTargetList } from '../api/indicators';
import { IndicatorCard } from './indicator-card';

const PAGE_SIZE = 12;
type Shelf = IndicatorCategory | 'all';

/**
 * 获取指标 (/vTargetV2): every indicator of the shop by category, with its price (V券, V粒 or free),
 * whether members get it free, how many have it, and the trading software it is written for.
 */
export default function IndicatorShopPage() {
  const [shelf, setShelf] = useState<Shelf>('all');
  const [page, setPage] = useState(1);
  const { data } = useTargetList({ page, limit: PAGE_SIZE, category: shelf === 'all' ? undefined : shelf });
  return (
    <Card className="indicator-shop" data-testid="indicator-shop">
      <header className="indicator-shop-head">
        <h1>获取指标</h1>
        <p>
          vce自研的期货技术指标，提供通达信和文华财经（麦语言）两个版本的公式文件，获取后可下载导入。VIP会员免费获取会员指标。
          <Link to={paths.my.indicators}>我的指标</Link>
        </p>
      </header>
      <Tabs
        activeKey={shelf}
        onChange={(key) => {
          setShelf(key as Shelf);
          setPage(1);
        }}
        items={[
          { key: 'all', label: '全部' },
          ...indicatorCategories.map((category) => ({ key: category, label: indicatorCategoryNames[category] })),
        ]}
      />
      {data && data.total === 0 ? (
        <NoData description="该分类暂无指标" />
      ) : (
        <ul className="indicator-grid indicator-shop-grid">
          {data?.list.map((card) => (
            <IndicatorCard key={card.id} card={card} />
          ))}
        </ul>
      )}
      {data && <PagerOnDemand pageSize={PAGE_SIZE} current={page} total={data.total} onChange={setPage} />}
      <p className="muted indicator-risk">
        指标是技术分析工具，信号有滞后和失效的可能，不构成投资建议；期货交易风险较大，请谨慎决策。
      </p>
    </Card>
  );
}
