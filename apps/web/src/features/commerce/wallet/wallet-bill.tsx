import type { Currency } from '@vce/contract/commerce-ledger';
import dayjs from 'dayjs';
import { useState } from 'react';
import { NoData } from '../../../shared/ui/no-data';
import { PagerOnDemand } from '../../../shared/ui/pager-on-demand';
import { useWalletLog } from '../api/wallet-log';
import './wallet-bill.css';

const PAGE_SIZE = 10;

/** 账单: the bill of one currency (recharges, purchases, refunds…), newest first, paged. */
export function WalletBill({ currency }: { currency: Currency }) {
  const [page, setPage] = useState(1);
  const { data } = useWalletLog({ currency, page, limit: PAGE_SIZE });
  if (data && data.total === 0) return <NoData />;
  return (
    <div className="wallet-bill" data-testid="wallet-bill">
      <table className="plain-table">
        <thead>
          <tr>
            <th scope="col">时间</th>
            <th scope="col">明细</th>
            <th scope="col">金额</th>
            <th scope="col">余额</th>
          </tr>
        </thead>
        <tbody>
          {data?.list.map((row) => (
            <tr key={row.id}>
              <td>{dayjs.unix(row.time).format('YYYY-MM-DD HH:mm')}</td>
              <td>{row.title}</td>
              <td className={row.amount.startsWith('-') ? 'amount-out' : 'amount-in'}>{row.amount}</td>
              <td>{row.balance_after}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {data && <PagerOnDemand pageSize={PAGE_SIZE} current={page} total={data.total} onChange={setPage} />}
    </div>
  );
}
