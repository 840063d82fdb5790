import type { AdminSession } from '@vce/contract/admin';
import type { AdminCouponBatch, AdminCouponTemplate, AdminCouponTemplateFields } from '@vce/contract/admin-coupons';
import { orderKindNames } from '@vce/contract/commerce-payment';
import { Button, Spin, Table } from 'antd';
import { useState } from 'react';
import { toast } from '../../../shared/ui/feedback';
import { consoleTime } from '../admin-time';
import { allows } from '../api/admin';
import {
  type BatchesFilter,
  firstBatchesFilter,
  useChangeCoupons,
  useCouponBatches,
  useCouponTemplates,
} from '../api/coupons';
import { serverPaging } from '../server-paging';
import { fieldsOf, GrantDialog, newTemplate, TemplateDialog } from './coupon-dialogs';

/** The terms in a line: 满100减20 / 8.5折, and what it pays towards. */
const termsOf = (template: AdminCouponTemplate) => {
  const floor = Number(template.min_spend) > 0 ? `满${Number(template.min_spend)}` : '无门槛';
  const off = template.kind === 'amount' ? `减${Number(template.amount)}元` : `${template.rate_percent / 10}折`;
  return `${floor}${off} · ${template.product_kinds.map((kind) => orderKindNames[kind]).join('、')}`;
};

function Batches() {
  const [filter, setFilter] = useState<BatchesFilter>(firstBatchesFilter);
  const batches = useCouponBatches(filter);
  return (
    <section aria-label="发放记录">
      <h2 className="admin-subtitle">发放记录</h2>
      <Table<AdminCouponBatch>
        rowKey="batch_no"
        size="middle"
        {...serverPaging(batches, filter, setFilter, '批')}
        columns={[
          { title: '时间', dataIndex: 'created_at', width: 170, render: (time: number) => consoleTime(time) },
          { title: '优惠券', render: (_value, batch) => batch.template.name },
          { title: '说明', dataIndex: 'note' },
          { title: '发放人', render: (_value, batch) => batch.by?.nickname ?? '—' },
          { title: '人数', dataIndex: 'users', width: 80 },
          { title: '已使用', dataIndex: 'used', width: 80 },
        ]}
      />
    </section>
  );
}

/**
 * 优惠券: the kinds of coupon the site gives (the gift pack, the draw, the V粒 shop and operators'
 * batches) and the operators' batches to users by id.
 */
export function CouponsPage({ session }: { session: AdminSession }) {
  const templates = useCouponTemplates();
  const { save, grant } = useChangeCoupons();
  const [editing, setEditing] = useState<{ id: number | null; fields: AdminCouponTemplateFields } | null>(null);
  const [granting, setGranting] = useState<AdminCouponTemplate | null>(null);
  if (!templates.data) return <Spin className="admin-loading" />;
  const saveTemplate = (fields: AdminCouponTemplateFields) =>
    save.mutate(
      { id: editing?.id ?? null, fields },
      {
        onSuccess: () => {
          void toast.success('优惠券已保存');
          setEditing(null);
        },
      },
    );
  return (
    <section aria-label="优惠券">
      <h1 className="admin-title">优惠券</h1>
      <div className="admin-filters">
        <span className="admin-note">新人礼包、抽奖、V粒商城和运营发放都从这里的优惠券发出。</span>
        {allows(session, 'coupons', 'create') && (
          <Button type="primary" onClick={() => setEditing({ id: null, fields: newTemplate })}>
            新建优惠券
          </Button>
        )}
      </div>
      <Table<AdminCouponTemplate>
        rowKey="id"
        size="middle"
        pagination={false}
        dataSource={templates.data.list}
        columns={[
          { title: '名称', dataIndex: 'name' },
          { title: '规则', render: (_value, template) => termsOf(template) },
          { title: '有效期', dataIndex: 'valid_days', width: 90, render: (days: number) => `${days}天` },
          { title: '已发出', dataIndex: 'given', width: 80 },
          { title: '已使用', dataIndex: 'used', width: 80 },
          {
            title: '操作',
            width: 150,
            render: (_value, template) => (
              <div className="admin-row-actions">
                {allows(session, 'coupons', 'edit') && (
                  <Button
                    size="small"
                    aria-label={`编辑 ${template.name}`}
                    onClick={() => setEditing({ id: template.id, fields: fieldsOf(template) })}
                  >
                    编辑
                  </Button>
                )}
                {allows(session, 'coupons', 'create') && (
                  <Button size="small" aria-label={`发放 ${template.name}`} onClick={() => setGranting(template)}>
                    发放
                  </Button>
                )}
              </div>
            ),
          },
        ]}
      />
      <Batches />
      {editing && (
        <TemplateDialog
          template={editing.fields}
          isNew={editing.id === null}
          saving={save.isPending}
          onSave={saveTemplate}
          onClose={() => setEditing(null)}
        />
      )}
      {granting && (
        <GrantDialog
          template={granting}
          saving={grant.isPending}
          onGrant={(input) =>
            grant.mutate(input, {
              onSuccess: (batch) => {
                void toast.success(`已发放 ${batch.granted} 张`);
                setGranting(null);
              },
            })
          }
          onClose={() => setGranting(null)}
        />
      )}
    </section>
  );
}
