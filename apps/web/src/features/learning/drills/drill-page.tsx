import type { DrillPeriod } from '@vce/contract/learning-drills';
import { paths } from '@vce/contract/routes';
import { Button, Card, Checkbox, Segmented, Space } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { QueryView } from '../../../shared/ui/query-view';
import { useIdParam } from '../../../shared/use-query-param';
import { useDrill, useDrillStanding, useStartDrill } from '../api/drills';
import { DrillBoard } from './drill-board';
import { DrillLeaderboard } from './drill-leaderboard';
import { ProductSelect } from './product-select';
import './drills.css';

interface DrillSettings {
  symbol?: string;
  period: DrillPeriod;
  blind: boolean;
}

/** The learner's totals, and the way back to an unfinished drill. */
function StandingCard() {
  const { data } = useDrillStanding(true);
  if (!data) return null;
  return (
    <Card title="我的训练" size="small" data-testid="drill-standing">
      <p>
        已完成 <b>{data.drills}</b> 题，答对 {data.correct} 题，累计 {data.score} 分
      </p>
      <p>
        当前连对 <b>{data.streak}</b> 题，最佳 {data.best_streak} 题
      </p>
      {data.open_drill_id !== null && <Link to={paths.drill(data.open_drill_id)}>继续未完成的一题</Link>}
    </Card>
  );
}

function DrillSetup({ onStart, starting }: { onStart: (settings: DrillSettings) => void; starting: boolean }) {
  const [settings, setSettings] = useState<DrillSettings>({ period: '1d', blind: false });
  return (
    <Card title="K线实战训练" className="drill-setup" data-testid="drill-setup">
      <p>
        从真实的历史走势中截取一段，隐藏后面的K线。判断做多、做空还是观望，可设止损，然后逐根揭晓，按品种的合约乘数计算每跳盈亏。
      </p>
      <Space wrap size="large">
        <ProductSelect
          allowRandom
          value={settings.symbol}
          onChange={(symbol) => setSettings((current) => ({ ...current, symbol }))}
        />
        <Segmented<DrillPeriod>
          aria-label="周期"
          value={settings.period}
          onChange={(period) => setSettings((current) => ({ ...current, period }))}
          options={[
            { value: '1d', label: '日线' },
            { value: '60m', label: '60分钟' },
          ]}
        />
        <Checkbox
          checked={settings.blind}
          onChange={(event) => setSettings((current) => ({ ...current, blind: event.target.checked }))}
        >
          盲测模式（隐藏品种和日期）
        </Checkbox>
        <Button type="primary" loading={starting} onClick={() => onStart(settings)}>
          开始训练
        </Button>
      </Space>
    </Card>
  );
}

/** K线实战训练 (/klineTraining/drill, `?id=` one drill): a drill, the learner's standing and the week's leaders. */
export default function DrillPage() {
  const id = useIdParam();
  const drill = useDrill(id);
  const start = useStartDrill();
  const navigate = useNavigate();
  const begin = async (settings: DrillSettings) => {
    const started = await start.mutateAsync(settings);
    navigate(paths.drill(started.id));
  };
  return (
    <div className="drill-page">
      <main>
        {id === null ? (
          <DrillSetup onStart={begin} starting={start.isPending} />
        ) : (
          <QueryView query={drill}>
            {(view) => (
              <DrillBoard drill={view} onNext={() => void begin({ period: view.period, blind: view.blind })} />
            )}
          </QueryView>
        )}
      </main>
      <aside>
        <StandingCard />
        <DrillLeaderboard />
        <Link to={paths.contractCalculator()}>合约计算器：保证金、每跳价值、止损成本</Link>
      </aside>
    </div>
  );
}
