import { Button, Form, Input, Segmented, Table } from 'antd';
import { useState } from 'react';
import { EChart } from '../../../shared/ui/echart';
import { lastDays, type StatisticsRange, useStatistics } from '../api/statistics';
import { conversionChart, eventsChart, revenueChart, trafficChart } from './statistics-charts';

const presets = [
  { value: 7, label: '近7天' },
  { value: 30, label: '近30天' },
  { value: 90, label: '近90天' },
];

const total = (values: number[]) => values.reduce((sum, value) => sum + value, 0);

/**
 * 数据统计: the site's figures over Beijing days (the last 30 first, a quarter at most): totals, then
 * traffic, money by goods, conversion to VIP and the assistant, the statistics events and the most
 * viewed routes.
 */
export function StatisticsPage() {
  const [range, setRange] = useState<StatisticsRange>(() => lastDays(30));
  const [preset, setPreset] = useState<number | null>(30);
  const statistics = useStatistics(range);
  const data = statistics.data;
  const revenue = data ? total(data.revenue.flatMap((kind) => kind.yuan)) : 0;
  const figures = data && [
    ['访客', total(data.visitors)],
    ['页面浏览', total(data.page_views)],
    ['注册', total(data.signups)],
    ['登录', total(data.logins)],
    ['VIP购买人数', total(data.vip_buyers)],
    ['收入（元）', revenue.toFixed(2)],
    ['AI助手提问', total(data.assistant_questions)],
  ];
  return (
    <section aria-label="数据统计">
      <h1 className="admin-title">数据统计</h1>
      <div className="admin-filters">
        <Segmented
          options={presets}
          value={preset ?? 0}
          onChange={(days) => {
            setPreset(Number(days));
            setRange(lastDays(Number(days)));
          }}
        />
        <Form<StatisticsRange>
          layout="inline"
          initialValues={range}
          key={`${range.from}-${range.to}`}
          onFinish={(chosen) => {
            setPreset(null);
            setRange(chosen);
          }}
        >
          <Form.Item name="from" label="从" rules={[{ required: true, message: '请选择开始日期' }]}>
            <Input type="date" />
          </Form.Item>
          <Form.Item name="to" label="到" rules={[{ required: true, message: '请选择结束日期' }]}>
            <Input type="date" />
          </Form.Item>
          <Button htmlType="submit">查看</Button>
        </Form>
      </div>
      {figures && (
        <dl className="admin-figures" aria-label="合计">
          {figures.map(([name, value]) => (
            <div key={name}>
              <dt>{name}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
      {data && (
        <div className="admin-charts">
          <h2 className="admin-subtitle">访问与活跃</h2>
          <EChart option={trafficChart(data)} label="访客、页面浏览、注册与登录" height={300} />
          <h2 className="admin-subtitle">收入（按商品类型）</h2>
          <EChart option={revenueChart(data)} label="每日收入" height={300} />
          <h2 className="admin-subtitle">会员转化与AI助手</h2>
          <EChart option={conversionChart(data)} label="VIP购买人数、转化率与AI助手提问" height={300} />
          <h2 className="admin-subtitle">行为事件</h2>
          <EChart
            option={eventsChart(data)}
            label="各类行为事件次数"
            height={Math.max(160, data.by_type.length * 28 + 40)}
          />
          <h2 className="admin-subtitle">热门页面</h2>
          <Table
            rowKey="path"
            size="small"
            pagination={false}
            dataSource={data.by_route}
            locale={{ emptyText: '这段时间没有页面浏览' }}
            columns={[
              { title: '页面', dataIndex: 'path' },
              { title: '浏览次数', dataIndex: 'count', width: 120 },
            ]}
          />
        </div>
      )}
    </section>
  );
}
