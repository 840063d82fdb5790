import type { AdminSession } from '@vce/contract/admin';
import { type AdminPrize, prizeKindNames, SIGN_IN_DAYS_MAX } from '@vce/contract/admin-sign-in';
import { Button, Form, InputNumber, Spin, Table } from 'antd';
import { useState } from 'react';
import { toast } from '../../../shared/ui/feedback';
import { allows } from '../api/admin';
import { useChangeSignIn, useSignInSettings } from '../api/sign-in';
import { PrizeDialog } from './prize-dialog';

const limitText = (stock: number | null) => (stock === null ? '不限' : String(stock));

/** What a prize gives, in words. */
const prizeText = (prize: AdminPrize) =>
  prize.kind === 'vli'
    ? `${prize.amount} V粒`
    : prize.kind === 'vip_days'
      ? `${prize.amount} 天会员`
      : prize.kind === 'coupon'
        ? `优惠券 #${prize.amount}`
        : prizeKindNames.none;

/** The V粒 of each day of a run of sign-ins, day 1 first; past the last day its reward holds. */
function RewardsForm({ rewards, canEdit }: { rewards: number[]; canEdit: boolean }) {
  const { rewards: save } = useChangeSignIn();
  return (
    <Form<{ rewards: number[] }>
      name="sign-in-rewards"
      initialValues={{ rewards }}
      disabled={!canEdit}
      onFinish={(values) => save.mutate(values.rewards, { onSuccess: () => void toast.success('签到奖励已保存') })}
    >
      <Form.List name="rewards">
        {(days, { add, remove }) => (
          <div className="admin-inline-row">
            {days.map((day, index) => (
              <Form.Item key={day.key} name={day.name} label={`第${index + 1}天`} rules={[{ required: true }]}>
                <InputNumber min={0} max={1000} style={{ width: 80 }} />
              </Form.Item>
            ))}
            <Button disabled={days.length >= SIGN_IN_DAYS_MAX} onClick={() => add(rewards.at(-1) ?? 5)}>
              加一天
            </Button>
            <Button disabled={days.length <= 1} onClick={() => remove(days.length - 1)}>
              减一天
            </Button>
          </div>
        )}
      </Form.List>
      <p className="admin-note">连续签到超过表中天数后，每天按最后一天的奖励发放。</p>
      {canEdit && (
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          保存签到奖励
        </Button>
      )}
    </Form>
  );
}

/** 签到抽奖: the daily sign-in's V粒 by day of the run, and the lucky draw's eight prizes with their stock. */
export function SignInPage({ session }: { session: AdminSession }) {
  const settings = useSignInSettings();
  const { prize: savePrize } = useChangeSignIn();
  const [editing, setEditing] = useState<AdminPrize | null>(null);
  if (!settings.data) return <Spin className="admin-loading" />;
  const canEdit = allows(session, 'sign_in', 'edit');
  return (
    <section aria-label="签到抽奖">
      <h1 className="admin-title">签到抽奖</h1>
      <section aria-label="签到奖励">
        <h2 className="admin-subtitle">签到奖励（V粒）</h2>
        <RewardsForm key={settings.data.rewards.join()} rewards={settings.data.rewards} canEdit={canEdit} />
      </section>
      <section aria-label="抽奖奖品">
        <h2 className="admin-subtitle">抽奖奖品</h2>
        <Table<AdminPrize>
          rowKey="id"
          size="middle"
          pagination={false}
          dataSource={settings.data.prizes}
          columns={[
            { title: '奖品', dataIndex: 'name' },
            { title: '内容', render: (_value, prize) => prizeText(prize) },
            { title: '权重', dataIndex: 'weight', width: 80 },
            { title: '当前概率', dataIndex: 'odds', width: 96, render: (odds: number) => `${odds}%` },
            { title: '今日已抽中', dataIndex: 'drawn_today', width: 104 },
            { title: '每日库存', dataIndex: 'daily_stock', width: 96, render: limitText },
            { title: '剩余库存', dataIndex: 'total_left', width: 96, render: limitText },
            {
              title: '操作',
              width: 80,
              render: (_value, prize) =>
                canEdit && (
                  <Button size="small" aria-label={`编辑 ${prize.name}`} onClick={() => setEditing(prize)}>
                    编辑
                  </Button>
                ),
            },
          ]}
        />
      </section>
      {editing && (
        <PrizeDialog
          prize={editing}
          saving={savePrize.isPending}
          onSave={(input) =>
            savePrize.mutate(input, {
              onSuccess: () => {
                void toast.success('奖品已保存');
                setEditing(null);
              },
            })
          }
          onClose={() => setEditing(null)}
        />
      )}
    </section>
  );
}
