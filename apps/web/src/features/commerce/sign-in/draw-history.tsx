import { useState } from 'react';
import { formatBeijingTime } from '../../../shared/beijing-time';
import { NoData } from '../../../shared/ui/no-data';
import { PagerOnDemand } from '../../../shared/ui/pager-on-demand';
import { useDrawLog } from '../api/lucky-draw';

const PAGE_SIZE = 10;

/** 抽奖记录: the caller's draws and what each won, newest first. */
export function DrawHistory() {
  const [page, setPage] = useState(1);
  const { data } = useDrawLog({ page, limit: PAGE_SIZE });
  if (data && data.total === 0) return <NoData />;
  return (
    <div className="draw-history" data-testid="draw-history">
      <ul>
        {data?.list.map((row) => (
          <li key={row.id}>
            <span>{formatBeijingTime(row.time * 1000, 'minute')}</span>
            <span>{row.prize_name}</span>
          </li>
        ))}
      </ul>
      {data && <PagerOnDemand pageSize={PAGE_SIZE} current={page} total={data.total} onChange={setPage} />}
    </div>
  );
}
