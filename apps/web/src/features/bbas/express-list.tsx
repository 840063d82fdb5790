import { mergeFlashes } from '@vce/contract/bbas-express';
import { Button, Tag } from 'antd';
import { formatBeijingTime } from '../../shared/beijing-time';
import { ChangeText } from '../../shared/ui/change-text';
import { NoData } from '../../shared/ui/no-data';
import { QueryView } from '../../shared/ui/query-view';
import { SimulatedTag } from '../../shared/ui/simulated-tag';
import { useExpressList } from './api/get-express-list';
import { useLiveAlertFlashes } from './use-live-alert-flashes';
import './bbas.css';

/**
 * 市场快讯: the market monitor's alerts and the editors' notes on a product, newest first; alerts
 * raised while the page is open join the list as they are pushed.
 */
export function ExpressList({ symbol }: { symbol: string }) {
  const query = useExpressList(symbol);
  const live = useLiveAlertFlashes(symbol);
  return (
    <QueryView query={query}>
      {({ pages }) => {
        const items = mergeFlashes(
          live,
          pages.flatMap((page) => page.list),
        );
        if (items.length === 0) return <NoData description="暂无快讯" />;
        return (
          <div className="bbas-panel">
            <SimulatedTag simulated={pages[0]?.simulated} />
            <ul className="express-list" aria-label="市场快讯">
              {items.map((item) => (
                <li key={item.id}>
                  <div className="express-head">
                    <Tag color={item.kind === 'alert' ? 'orange' : 'blue'}>
                      {item.kind === 'alert' ? '异动' : '提示'}
                    </Tag>
                    <strong>{item.title}</strong>
                    {item.zdf === null ? null : <ChangeText value={item.zdf} isPercent />}
                  </div>
                  <p>{item.content}</p>
                  <span className="muted">
                    {formatBeijingTime(item.time, 'minute')} · {item.source}
                  </span>
                </li>
              ))}
            </ul>
            {query.hasNextPage ? (
              <Button block loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
                加载更早的快讯
              </Button>
            ) : null}
          </div>
        );
      }}
    </QueryView>
  );
}
