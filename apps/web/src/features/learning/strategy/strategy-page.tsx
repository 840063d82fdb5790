import { paths } from '@vce/contract/routes';
import { Card, Tabs, Tag } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { NoData } from '../../../shared/ui/no-data';
import { PagerOnDemand } from '../../../shared/ui/pager-on-demand';
import { useStrategyNotes } from '../api/reports';
import '../learning.css';

const PAGE_SIZE = 8;
const biasTags = {
  long: { color: 'red', text: '偏多' },
  short: { color: 'green', text: '偏空' },
  range: { color: 'default', text: '震荡' },
} as const;

/** 策略 (/strategy): the day's and the week's notes per product, each with its levels and a way to BBAS. */
export default function StrategyPage() {
  const [period, setPeriod] = useState<'daily' | 'weekly'>('daily');
  const [page, setPage] = useState(1);
  const { data } = useStrategyNotes({ page, limit: PAGE_SIZE, period });
  return (
    <Card className="strategy-page" data-testid="strategy-page">
      <h1>策略</h1>
      <p className="muted">
        主要品种的日评与周评：方向、支撑与压力。标有“演示”的由规则依据本站模拟行情生成；所有策略仅供参考，不构成投资建议。
      </p>
      <Tabs
        activeKey={period}
        onChange={(key) => {
          setPeriod(key as 'daily' | 'weekly');
          setPage(1);
        }}
        items={[
          { key: 'daily', label: '日评' },
          { key: 'weekly', label: '周评' },
        ]}
      />
      {data && data.total === 0 ? (
        <NoData description="策略生成中，请稍后刷新" />
      ) : (
        <ul className="strategy-notes">
          {data?.list.map((note) => (
            <li key={note.id} className="strategy-note" data-testid="strategy-note">
              <header>
                <strong>{note.title}</strong>
                <Tag color={biasTags[note.bias].color}>{biasTags[note.bias].text}</Tag>
                {note.is_demo && <Tag color="orange">演示</Tag>}
                <span className="muted">
                  {note.period === 'weekly' ? `${note.trading_day}当周` : note.trading_day} · {note.author.name}
                </span>
              </header>
              {note.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
              <footer>
                支撑 <b>{note.support}</b> · 压力 <b>{note.resistance}</b> ·{' '}
                <Link to={paths.bbasDetail(note.symbol)}>查看{note.name}BBAS</Link>
              </footer>
            </li>
          ))}
        </ul>
      )}
      {data && <PagerOnDemand pageSize={PAGE_SIZE} current={page} total={data.total} onChange={setPage} />}
    </Card>
  );
}
