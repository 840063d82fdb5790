import { msg } from '@vce/contract/messages';
import { paths } from '@vce/contract/routes';
import { Button, Card } from 'antd';
import { Link } from 'react-router';
import { requireLogin } from '../../../shared/login-store';
import { useExchangePopup } from '../../../shared/quota/use-exchange-popup';
import { isSignedIn } from '../../../shared/session';
import { dialogs, toast } from '../../../shared/ui/feedback';
import { useRedeemShopItem, useVliShop } from '../api/vli-shop';
import './points.css';

/**
 * V粒商城 (/vli/shop): what V粒 buy, each with its price and, where it has one, its stock: uses of
 * BBAS, view data and the assistant (the exchange popup), and short memberships.
 */
export default function VliShopPage() {
  const { data } = useVliShop();
  const exchange = useExchangePopup();
  const redeem = useRedeemShopItem();

  const confirmRedeem = (item: { id: number; title: string; price: number }) => {
    if (!requireLogin()) return;
    void dialogs.confirm({
      title: `兑换${item.title}`,
      content: `将消耗 ${item.price} V粒，兑换后立即生效。`,
      okText: '确认兑换',
      cancelText: '取消',
      onOk: async () => {
        try {
          const result = await redeem.mutateAsync(item.id);
          void toast.success(`${msg.shopRedeemed}，${result.title}已生效，剩余 ${result.money} V粒`);
        } catch {
          // Shown by the API client (V粒不足, sold out).
        }
      },
    });
  };

  return (
    <div className="vli-shop" data-testid="vli-shop">
      <Card>
        <p className="vli-shop-intro">
          V粒通过每日签到、任务和新人礼包获得，可在这里兑换次数和会员体验。
          {isSignedIn() ? <Link to={paths.my.vli}>我的V粒与任务</Link> : null}
        </p>
      </Card>
      <section aria-labelledby="shop-uses">
        <h2 id="shop-uses">次数兑换</h2>
        <ul className="vli-shop-grid">
          {data?.uses.map((use) => (
            <li key={use.tag} data-testid="shop-item">
              <strong>{use.title}</strong>
              <span className="vli-shop-price">{use.price} V粒/次</span>
              <span className="muted">兑换的次数当天用不完可留到以后</span>
              <Button type="primary" onClick={() => exchange.open([use.tag])}>
                兑换
              </Button>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="shop-items">
        <h2 id="shop-items">会员体验</h2>
        <ul className="vli-shop-grid">
          {data?.items.map((item) => {
            const isSoldOut = item.stock === 0;
            return (
              <li key={item.id} data-testid="shop-item">
                <strong>{item.title}</strong>
                <span className="vli-shop-price">{item.price} V粒</span>
                <span className="muted">{item.description}</span>
                <span className="muted">{item.stock === null ? '不限量' : `剩余 ${item.stock} 份`}</span>
                <Button type="primary" disabled={isSoldOut} onClick={() => confirmRedeem(item)}>
                  {isSoldOut ? '已兑完' : '兑换'}
                </Button>
              </li>
            );
          })}
        </ul>
      </section>
      {exchange.popup}
    </div>
  );
}
