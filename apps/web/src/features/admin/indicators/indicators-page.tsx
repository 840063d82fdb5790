import type { AdminSession } from '@vce/contract/admin';
import type { AdminIndicator } from '@vce/contract/admin-indicators';
import {
  indicatorCategories,
  indicatorCategoryNames,
  indicatorPlatformNames,
  indicatorPlatforms,
} from '@vce/contract/commerce-indicators';
import { paths } from '@vce/contract/routes';
import { Button, Checkbox, Form, Input, InputNumber, Modal, Radio, Select, Spin, Table, Tag } from 'antd';
import { useState } from 'react';
import { toast } from '../../../shared/ui/feedback';
import { allows } from '../api/admin';
import { type IndicatorInput, useConsoleIndicators, useSaveIndicator } from '../api/indicators';
import { yuanRule } from '../yuan-rule';
import { FormulaFiles } from './formula-files';

type IndicatorFields = Omit<IndicatorInput, 'id'>;

const priceTypeNames = { free: '免费', vq: 'V券购买', vli: 'V粒兑换' } as const;

const priceOf = (indicator: AdminIndicator) =>
  ({ free: '免费', vq: `${indicator.price} V券`, vli: `${indicator.price_vli} V粒` })[indicator.price_type];

function IndicatorDialog({ indicator, onClose }: { indicator: AdminIndicator; onClose(): void }) {
  const save = useSaveIndicator();
  const [form] = Form.useForm<IndicatorFields>();
  const priceType = Form.useWatch('price_type', form) ?? indicator.price_type;
  const submit = (fields: IndicatorFields) =>
    save.mutate(
      { ...fields, id: indicator.id },
      {
        onSuccess: () => {
          void toast.success('指标已保存');
          onClose();
        },
      },
    );
  return (
    <Modal open title={`编辑指标「${indicator.name}」`} footer={null} onCancel={onClose} destroyOnHidden width={680}>
      <Form<IndicatorFields> form={form} layout="vertical" name="indicator" initialValues={indicator} onFinish={submit}>
        <div className="admin-inline-row">
          <Form.Item
            name="name"
            label="指标名称"
            rules={[{ required: true, whitespace: true, message: '请填写指标名称' }]}
          >
            <Input maxLength={20} />
          </Form.Item>
          <Form.Item name="category" label="分类">
            <Select
              className="admin-teacher-profile"
              options={indicatorCategories.map((value) => ({ value, label: indicatorCategoryNames[value] }))}
            />
          </Form.Item>
        </div>
        <Form.Item
          name="summary"
          label="一句话介绍"
          rules={[{ required: true, whitespace: true, message: '请填写一句话介绍' }]}
        >
          <Input maxLength={40} showCount />
        </Form.Item>
        <Form.Item
          name="description"
          label="详细说明"
          extra="段落之间空一行"
          rules={[{ required: true, whitespace: true, message: '请填写详细说明' }]}
        >
          <Input.TextArea rows={6} maxLength={3000} showCount />
        </Form.Item>
        <Form.Item name="params" label="参数" extra="如 N=20, M=5；与公式文件一致">
          <Input maxLength={60} />
        </Form.Item>
        <Form.Item name="price_type" label="收费方式">
          <Radio.Group options={Object.entries(priceTypeNames).map(([value, label]) => ({ value, label }))} />
        </Form.Item>
        {priceType === 'vq' && (
          <Form.Item name="price" label="V券价格（元）" rules={[yuanRule('29.90、99')]}>
            <Input inputMode="decimal" />
          </Form.Item>
        )}
        {priceType === 'vli' && (
          <Form.Item name="price_vli" label="V粒价格">
            <InputNumber min={1} max={100_000} precision={0} />
          </Form.Item>
        )}
        <Form.Item name="platforms" label="适用软件" rules={[{ required: true, message: '请至少选择一个适用软件' }]}>
          <Checkbox.Group
            options={indicatorPlatforms.map((value) => ({ value, label: indicatorPlatformNames[value] }))}
          />
        </Form.Item>
        <div className="admin-inline-row">
          <Form.Item name="sort" label="排序" extra="越小越靠前">
            <InputNumber min={0} max={9999} precision={0} />
          </Form.Item>
          <Form.Item name="vip_free" valuePropName="checked" label=" ">
            <Checkbox>会员免费</Checkbox>
          </Form.Item>
          <Form.Item name="is_on_sale" valuePropName="checked" label=" ">
            <Checkbox>上架</Checkbox>
          </Form.Item>
        </div>
        <p className="admin-note">
          新价格从下一笔订单或兑换起生效；下架后商城和搜索中不再显示，已拥有的用户仍可在“我的指标”中下载。
        </p>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          保存
        </Button>
      </Form>
    </Modal>
  );
}

/** 指标: the indicator shop's shelf — words, price, members' rule, platforms, sale and order — and formula files. */
export function IndicatorsPage({ session }: { session: AdminSession }) {
  const indicators = useConsoleIndicators();
  const [editing, setEditing] = useState<AdminIndicator | null>(null);
  if (!indicators.data) return <Spin className="admin-loading" />;
  const editable = allows(session, 'indicators', 'edit');
  return (
    <section aria-label="指标">
      <h1 className="admin-title">指标</h1>
      <p className="admin-note">
        指标的计算由网站程序实现（商城图表据此绘制），这里管理它的介绍、价格、上下架和各软件的公式文件。
      </p>
      <Table<AdminIndicator>
        rowKey="id"
        size="middle"
        pagination={false}
        dataSource={indicators.data.list}
        expandable={
          editable
            ? { expandedRowRender: (indicator) => <FormulaFiles indicator={indicator} />, rowExpandable: () => true }
            : undefined
        }
        columns={[
          { title: '排序', dataIndex: 'sort', width: 64 },
          {
            title: '指标',
            render: (_value, indicator) => (
              <div>
                <a href={paths.indicator(indicator.id)} target="_blank" rel="noreferrer">
                  <strong>{indicator.name}</strong>
                </a>{' '}
                <Tag>{indicatorCategoryNames[indicator.category]}</Tag>
                <p className="admin-note">{indicator.summary}</p>
              </div>
            ),
          },
          {
            title: '价格',
            width: 140,
            render: (_value, indicator) => (
              <>
                {priceOf(indicator)}
                {indicator.vip_free && <Tag color="gold">会员免费</Tag>}
              </>
            ),
          },
          {
            title: '公式文件',
            width: 170,
            render: (_value, indicator) =>
              indicator.platforms
                .map(
                  (platform) =>
                    `${indicatorPlatformNames[platform]}${indicator.formulas.find((file) => file.platform === platform)?.source === 'uploaded' ? '（已上传）' : ''}`,
                )
                .join('、'),
          },
          { title: '获取人数', dataIndex: 'buyers', width: 90 },
          {
            title: '状态',
            dataIndex: 'is_on_sale',
            width: 80,
            render: (onSale: boolean) => (onSale ? <Tag color="green">在售</Tag> : <Tag>已下架</Tag>),
          },
          {
            title: '操作',
            width: 80,
            render: (_value, indicator) =>
              editable && (
                <Button size="small" aria-label={`编辑 ${indicator.name}`} onClick={() => setEditing(indicator)}>
                  编辑
                </Button>
              ),
          },
        ]}
      />
      {editing && <IndicatorDialog indicator={editing} onClose={() => setEditing(null)} />}
    </section>
  );
}
