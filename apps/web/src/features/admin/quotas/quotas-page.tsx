import type { AdminSession } from '@vce/contract/admin';
import type { AdminQuotaRule } from '@vce/contract/admin-quotas';
import { Button, Form, InputNumber, Spin, Table } from 'antd';
import { toast } from '../../../shared/ui/feedback';
import { allows } from '../api/admin';
import { type QuotaRulesInput, useQuotaRules, useSaveQuotaRules } from '../api/quotas';

/**
 * 次数与兑换: what a non-member may search and ask free each Beijing day, and what one more use
 * costs in V粒 (the exchange popup). Members have no limit.
 */
export function QuotasPage({ session }: { session: AdminSession }) {
  const rules = useQuotaRules();
  const save = useSaveQuotaRules();
  const editable = allows(session, 'quotas', 'edit');
  if (!rules.data) return <Spin className="admin-loading" />;
  const submit = (fields: QuotaRulesInput) =>
    save.mutate(fields, { onSuccess: () => void toast.success('次数与兑换规则已保存') });
  return (
    <section aria-label="次数与兑换">
      <h1 className="admin-title">次数与兑换</h1>
      <p className="admin-note admin-check">
        非会员（含游客）每个北京日的免费次数，用完后可用V粒兑换；会员不限次数。修改从下一次查询、提问或兑换起生效，已兑换的次数不变。
      </p>
      <Form<QuotaRulesInput>
        name="quotas"
        initialValues={{ rules: rules.data.rules }}
        onFinish={submit}
        disabled={!editable}
      >
        <Table<AdminQuotaRule>
          rowKey="tag"
          size="middle"
          pagination={false}
          dataSource={rules.data.rules}
          columns={[
            { title: '次数类型', dataIndex: 'name' },
            {
              title: '每日免费次数',
              render: (_value, rule, index) => (
                <>
                  <Form.Item name={['rules', index, 'tag']} hidden>
                    <input />
                  </Form.Item>
                  <Form.Item name={['rules', index, 'free_daily']} noStyle>
                    <InputNumber min={0} max={1000} precision={0} aria-label={`${rule.name}每日免费次数`} />
                  </Form.Item>
                </>
              ),
            },
            {
              title: '兑换价格（V粒/次）',
              render: (_value, rule, index) => (
                <Form.Item name={['rules', index, 'price_vli']} noStyle>
                  <InputNumber min={1} max={100_000} precision={0} aria-label={`${rule.name}兑换价格`} />
                </Form.Item>
              ),
            },
          ]}
        />
        {editable && (
          // No `loading`: antd's spinner could outlast the save, and 保存 could not be clicked again (as on 头像).
          <Button type="primary" htmlType="submit" disabled={save.isPending} className="admin-submit">
            {save.isPending ? '保存中' : '保存'}
          </Button>
        )}
      </Form>
    </section>
  );
}
