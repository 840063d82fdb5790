import { subscriptionEventNames } from '@vce/contract/commerce-subscriptions';
import { msg } from '@vce/contract/messages';
import { paths } from '@vce/contract/routes';
import { Button, Card, Space, Tag } from 'antd';
import dayjs from 'dayjs';
import { Link } from 'react-router';
import { dialogs, toast } from '../../../shared/ui/feedback';
import { NoData } from '../../../shared/ui/no-data';
import { useCancelSubscription, useSubscriptions } from '../api/subscriptions';
import { PlanLine } from './plan-line';
import { SubscribeNav } from './subscribe-nav';

/** 我的订阅 (/subscribe/list): each subscription with what it sent, its detail, and cancelling it. */
export default function SubscriptionListPage() {
  const { data } = useSubscriptions();
  const cancel = useCancelSubscription();
  const confirmCancel = (id: number, title: string) =>
    void dialogs.confirm({
      title: `取消订阅${title}？`,
      okText: '取消订阅',
      cancelText: '保留',
      onOk: async () => {
        try {
          await cancel.mutateAsync(id);
          void toast.success(msg.subscribeCancelled);
        } catch {
          // Shown by the API client.
        }
      },
    });
  return (
    <Card className="subscribe-page" data-testid="subscription-list">
      <SubscribeNav />
      {data && <PlanLine plan={data.plan} />}
      {data && data.list.length === 0 ? (
        <NoData description="还没有订阅，去新增一个吧" />
      ) : (
        <ul className="subscription-list">
          {data?.list.map((row) => {
            const title = `${row.name}${subscriptionEventNames[row.event]}`;
            return (
              <li key={row.id} data-testid="subscription">
                <span>
                  <b>{row.name}</b> {subscriptionEventNames[row.event]}
                  {row.price !== null && `：${row.direction === 'up' ? '涨至' : '跌至'} ${row.price}`}{' '}
                  {row.state === 'done' ? <Tag>已提醒</Tag> : <Tag color="green">生效中</Tag>}
                  <br />
                  <span className="muted">
                    已发送 {row.sent_count} 条
                    {row.last_sent_time && `，最近 ${dayjs.unix(row.last_sent_time).format('MM-DD HH:mm')}`} · 订阅于{' '}
                    {dayjs.unix(row.create_time).format('YYYY-MM-DD')}
                  </span>
                </span>
                <Space>
                  <Link to={paths.subscription(row.id)}>详情</Link>
                  <Button size="small" onClick={() => confirmCancel(row.id, title)}>
                    取消订阅
                  </Button>
                </Space>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
