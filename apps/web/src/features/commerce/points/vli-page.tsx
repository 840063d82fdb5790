import { paths } from '@vce/contract/routes';
import { Button, Card } from 'antd';
import { Link } from 'react-router';
import { useExchangePopup } from '../../../shared/quota/use-exchange-popup';
import { useWalletLog } from '../api/wallet-log';
import { TaskCenter } from '../tasks/task-center';
import { WalletBill } from '../wallet/wallet-bill';
import './points.css';

/**
 * 我的V粒 (/my/vli): the balance, what it buys (uses of BBAS, view data and the assistant), the tasks
 * that earn it and the V粒 bill (earned and spent), newest first.
 */
export default function VliPage() {
  // The bill's first page carries the balance; the bill below reads the same query.
  const balance = useWalletLog({ currency: 'vli', page: 1, limit: 10 }).data?.balance;
  const exchange = useExchangePopup();
  return (
    <div className="vli-page" data-testid="vli-page">
      <Card>
        <div className="vli-balance">
          <span>我的V粒</span>
          <strong data-testid="vli-balance">{balance ?? '—'}</strong>
          <Button type="primary" onClick={() => exchange.open(['bbas', 'view_data', 'ai'])}>
            兑换次数
          </Button>
          <Link to={paths.vliShop}>V粒商城</Link>
        </div>
        <p className="muted">V粒可兑换BBAS品种分析、数据查询和AI提问的次数，兑换的次数当天用不完可留到以后。</p>
      </Card>
      <Card title="任务中心：做任务领V粒">
        <TaskCenter />
        <p className="muted vli-earn-more">
          每日签到另得V粒和抽奖机会，连续签到奖励更多：<Link to={paths.luckDraw}>去签到</Link>
        </p>
      </Card>
      <Card title="V粒明细">
        <WalletBill currency="vli" />
      </Card>
      {exchange.popup}
    </div>
  );
}
