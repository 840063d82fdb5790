import { subscriptionEventNames } from '@vce/contract/commerce-subscriptions';
import { paths } from '@vce/contract/routes';
import { Button, Card, Result, Tag } from 'antd';
import dayjs from 'dayjs';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { NoData } from '../../../shared/ui/no-data';
import { useSubscriptionDetail, useUnsubscribeByToken } from '../api/subscriptions';
import { SubscribeNav } from './subscribe-nav';

const stateText = {
  sending: { label: '发送中', color: 'blue' },
  sent: { label: '已发送', color: 'green' },
  quiet: { label: '免打扰时段未发送', color: 'default' },
  capped: { label: '超出每日上限未发送', color: 'orange' },
  no_plan: { label: '未开通短信订阅未发送', color: 'orange' },
  failed: { label: '发送失败', color: 'red' },
} as const;

/**
 * 订阅详情 (/subscribe/details): a subscription and the messages it sent or held back (with why); with
 * `unsubscribe=` (the SMS's link) it cancels that subscription, no login needed.
 */
export default function SubscriptionDetailPage() {
  const [params] = useSearchParams();
  const token = params.get('unsubscribe');
  return token ? <Unsubscribe token={token} /> : <Detail id={Number(params.get('id'))} />;
}

function Unsubscribe({ token }: { token: string }) {
  const unsubscribe = useUnsubscribeByToken();
  const { mutate } = unsubscribe;
  useEffect(() => mutate(token), [mutate, token]);
  if (unsubscribe.isPending || unsubscribe.isIdle) return <Card loading />;
  return unsubscribe.data ? (
    <Result
      status="success"
      title="已退订"
      subTitle={`不会再收到${unsubscribe.data.name}的${subscriptionEventNames[unsubscribe.data.event]}短信`}
      extra={<Link to={paths.subscribe}>管理短信订阅</Link>}
    />
  ) : (
    <Result status="warning" title="该订阅已退订或不存在" extra={<Link to={paths.subscribe}>管理短信订阅</Link>} />
  );
}

function Detail({ id }: { id: number }) {
  const { data, isError } = useSubscriptionDetail(Number.isInteger(id) && id > 0 ? id : null);
  if (isError || !(Number.isInteger(id) && id > 0))
    return (
      <Result
        status="warning"
        title="订阅不存在或已取消"
        extra={
          <Link to={paths.subscribeList}>
            <Button>返回我的订阅</Button>
          </Link>
        }
      />
    );
  const row = data?.subscription;
  return (
    <Card className="subscribe-page" data-testid="subscription-detail" loading={!data}>
      <SubscribeNav />
      {row && (
        <h2>
          {row.name} {subscriptionEventNames[row.event]}
          {row.price !== null && `：${row.direction === 'up' ? '涨至' : '跌至'} ${row.price}`}
        </h2>
      )}
      {data && data.deliveries.length === 0 ? (
        <NoData description="还没有发送过短信" />
      ) : (
        <ul className="subscription-list">
          {data?.deliveries.map((delivery) => (
            <li key={delivery.id} data-testid="delivery">
              <span>
                {delivery.content}
                <br />
                <span className="muted">{dayjs.unix(delivery.time).format('YYYY-MM-DD HH:mm:ss')}</span>
              </span>
              <Tag color={stateText[delivery.state].color}>{stateText[delivery.state].label}</Tag>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
