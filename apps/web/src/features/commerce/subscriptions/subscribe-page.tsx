import {
  type SubscriptionEvent,
  subscriptionEventNames,
  subscriptionEvents,
} from '@vce/contract/commerce-subscriptions';
import { msg } from '@vce/contract/messages';
import { paths } from '@vce/contract/routes';
import { Button, Card, InputNumber, Radio, Select } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { requireLogin } from '../../../shared/login-store';
import { useSymbolListWithPrice } from '../../../shared/market/get-symbol-list-with-price';
import { isSignedIn } from '../../../shared/session';
import { toast } from '../../../shared/ui/feedback';
import { useAddSubscription, useSubscriptions } from '../api/subscriptions';
import { PlanLine } from './plan-line';
import { SubscribeNav } from './subscribe-nav';

const eventHints: Record<SubscriptionEvent, string> = {
  price: '主力合约价格涨到或跌到您设的价位时提醒一次',
  limit: '主力合约触及涨停或跌停时提醒',
  express: 'BBAS行情快讯：快速拉升、快速下跌、大幅增减仓、成交放量、打开涨跌停',
  daily_close: '每个交易日15:05后播报收盘价、涨跌幅和高低点',
};

/**
 * 短信订阅 (/subscribe): what SMS alerts there are, the reader's plan, and subscribing to a product's
 * event (a price level needs the price; the main contract's last price is shown beside it).
 */
export default function SubscribePage() {
  const navigate = useNavigate();
  const products = useSymbolListWithPrice().data;
  const { data } = useSubscriptions();
  const add = useAddSubscription();
  const [symbol, setSymbol] = useState<string>();
  const [event, setEvent] = useState<SubscriptionEvent>('limit');
  const [price, setPrice] = useState<number | null>(null);
  const chosen = products?.flatMap((exchange) => exchange.list).find((item) => item.symbol === symbol);

  const submit = async () => {
    if (!requireLogin()) return;
    if (!symbol) return toast.warning(msg.subscribeSymbolUnknown);
    if (event === 'price' && !price) return toast.warning(msg.subscribePriceRequired);
    try {
      await add.mutateAsync({ symbol, event, ...(event === 'price' ? { price: price ?? undefined } : {}) });
      void toast.success(msg.subscribeAdded);
      void navigate(paths.subscribeList);
    } catch {
      // Shown by the API client (no plan, duplicate, price at market…).
    }
  };

  return (
    <div className="subscribe-page" data-testid="subscribe-page">
      <Card className="subscribe-intro">
        <h1>短信订阅</h1>
        <p>关注的品种有动静，第一时间短信告诉您。可设每日短信上限和免打扰时段，每条短信附一键退订链接。</p>
        <ul>
          {subscriptionEvents.map((name) => (
            <li key={name}>
              <b>{subscriptionEventNames[name]}</b>：{eventHints[name]}
            </li>
          ))}
        </ul>
      </Card>
      <Card>
        <SubscribeNav />
        {isSignedIn() && data && <PlanLine plan={data.plan} />}
        <div className="subscribe-form">
          <label>
            品种
            <Select
              showSearch
              optionFilterProp="label"
              placeholder="选择品种，可输入名称或代码搜索"
              aria-label="品种"
              value={symbol}
              onChange={setSymbol}
              options={products?.map((exchange) => ({
                label: exchange.name,
                title: exchange.name,
                options: exchange.list.map((item) => ({ value: item.symbol, label: `${item.name} ${item.symbol}` })),
              }))}
            />
          </label>
          <div>
            <span id="subscribe-event-label">提醒类型</span>
            <Radio.Group
              aria-labelledby="subscribe-event-label"
              value={event}
              onChange={(change) => setEvent(change.target.value as SubscriptionEvent)}
              options={subscriptionEvents.map((name) => ({ value: name, label: subscriptionEventNames[name] }))}
            />
          </div>
          {event === 'price' && (
            <label>
              提醒价格{chosen && `（${chosen.main_contract} 最新价 ${chosen.lastPrice}）`}
              <InputNumber aria-label="提醒价格" min={0} value={price} onChange={setPrice} style={{ width: 200 }} />
            </label>
          )}
          <Button type="primary" loading={add.isPending} onClick={submit}>
            订阅
          </Button>
        </div>
      </Card>
    </div>
  );
}
