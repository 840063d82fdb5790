import type { DrillResult, DrillView } from '@vce/contract/learning-drills';
import { colors } from '@vce/contract/limits';
import { Button, Card, Descriptions } from 'antd';
import { formatBeijingTime } from '../../../shared/beijing-time';

/** A profit of one lot in ticks and yuan, red when it gains and green when it loses (the Chinese way). */
export function ProfitText({ ticks, tickValue }: { ticks: number; tickValue: number }) {
  const yuan = Math.round(ticks * tickValue * 100) / 100;
  return (
    <b style={{ color: ticks > 0 ? colors.rise : ticks < 0 ? colors.fall : undefined }}>
      {ticks > 0 ? '+' : ''}
      {ticks} 跳（{yuan > 0 ? '+' : ''}
      {yuan} 元/手）
    </b>
  );
}

const exitWords = { stop: '止损离场', close: '最后一根收盘价平仓' } as const;

/** The scored drill: the result of the call, what the market did, the score and the streak. */
export function DrillResultCard({
  drill,
  result,
  onNext,
}: {
  drill: DrillView;
  result: DrillResult;
  onNext: () => void;
}) {
  const waited = drill.side === 'wait';
  const lastShown = drill.bars[drill.shown - 1]?.[0];
  return (
    <Card className="drill-result" data-testid="drill-result" title={result.correct ? '判断正确' : '判断失误'}>
      <Descriptions size="small" column={2}>
        <Descriptions.Item label="品种">
          {drill.name}（{drill.symbol}），决策点{' '}
          {lastShown ? formatBeijingTime(lastShown, drill.period === '1d' ? 'day' : 'minute') : ''}
        </Descriptions.Item>
        <Descriptions.Item label="本题得分">
          <b>{result.score}</b> 分，连对 {result.streak} 题
        </Descriptions.Item>
        {waited ? (
          <Descriptions.Item label="观望期间走势">
            <ProfitText ticks={result.move_ticks} tickValue={drill.tick_value} />
          </Descriptions.Item>
        ) : (
          <>
            <Descriptions.Item label="盈亏">
              <ProfitText ticks={result.ticks} tickValue={drill.tick_value} />
            </Descriptions.Item>
            <Descriptions.Item label="离场">
              {exitWords[result.exit]} {result.exit_price}（开仓 {drill.entry_price}）
            </Descriptions.Item>
          </>
        )}
      </Descriptions>
      <p className="muted">
        计分：做多做空盈利得10分，带止损再加2分；观望时走势小于近14根平均波幅算对，得6分。仅供训练，不构成投资建议。
      </p>
      <Button type="primary" onClick={onNext}>
        再来一题
      </Button>
    </Card>
  );
}
