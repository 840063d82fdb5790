import { paths } from '@vce/contract/routes';
import { Button, Card, Tag } from 'antd';
import { Link } from 'react-router';
import { QueryView } from '../../../shared/ui/query-view';
import { usePatterns } from '../api/patterns';
import { DrillLeaderboard } from './drill-leaderboard';
import './drills.css';

const toneColors = { rise: 'red', fall: 'green', neutral: 'default' } as const;

/** K线训练 (/klineTraining): pattern lessons, the drills and the contract calculator, and the week's leaders. */
export default function TrainingPage() {
  const patterns = usePatterns();
  return (
    <div className="drill-page training-page">
      <main>
        <Card className="training-intro">
          <h1>K线训练</h1>
          <p>
            在真实结构的历史走势里学形态、练判断：形态课的每个图例都由行情核心的识别程序在历史K线中找出；实战训练隐藏后面的K线，让你做多、做空或观望，再逐根揭晓盈亏。
          </p>
          <Link to={paths.drill()}>
            <Button type="primary">开始实战训练</Button>
          </Link>{' '}
          <Link to={paths.contractCalculator()}>
            <Button>合约计算器</Button>
          </Link>
        </Card>
        <Card title="形态课" className="pattern-cards">
          <QueryView query={patterns}>
            {({ list }) => (
              <ul className="pattern-grid" aria-label="K线形态">
                {list.map((pattern) => (
                  <li key={pattern.kind}>
                    <Link to={paths.pattern(pattern.kind)}>
                      <b>{pattern.name}</b> <Tag color={toneColors[pattern.tone]}>{pattern.hit_count}处</Tag>
                    </Link>
                    <p className="muted">{pattern.explanation}</p>
                  </li>
                ))}
              </ul>
            )}
          </QueryView>
        </Card>
      </main>
      <aside>
        <DrillLeaderboard />
      </aside>
    </div>
  );
}
