import { Button, Card } from 'antd';
import { useState } from 'react';
import { beijingDay } from '../../../shared/format';
import { isSignedIn } from '../../../shared/session';
import { LoginRequired } from '../../../shared/ui/login-required';
import { usePrizeList, useSignCalendar } from '../api/lucky-draw';
import { useSign } from '../api/sign';
import { DrawGrid } from './draw-grid';
import { DrawHistory } from './draw-history';
import { SignCalendar } from './sign-calendar';
import './luck-draw.css';

/**
 * 每日签到 (/luckDraw): the month's calendar with the signed days, the run and the V粒 of each of its
 * days, signing (V粒 and a draw chance, with the reward toast), the lucky draw and its history.
 */
export default function LuckDrawPage() {
  const signedIn = isSignedIn();
  const prizes = usePrizeList();
  return (
    <div className="luck-draw" data-testid="luck-draw">
      {signedIn ? (
        <SignPanel />
      ) : (
        <Card title="每日签到">
          <LoginRequired />
        </Card>
      )}
      <Card title="幸运抽奖" className="draw-card">
        <p className="muted">每天签到可得一次抽奖机会，奖品由服务器按概率抽取，数量有限，抽完为止。</p>
        {prizes.data ? (
          <DrawGridWithChances prizes={prizes.data.list} signedIn={signedIn} />
        ) : (
          <div className="draw-grid" aria-hidden />
        )}
      </Card>
      {signedIn && (
        <Card title="抽奖记录">
          <DrawHistory />
        </Card>
      )}
    </div>
  );
}

function DrawGridWithChances(props: { prizes: Parameters<typeof DrawGrid>[0]['prizes']; signedIn: boolean }) {
  const calendar = useSignCalendar(undefined, props.signedIn);
  return <DrawGrid prizes={props.prizes} chances={calendar.data?.draw_chances ?? 0} />;
}

function SignPanel() {
  const today = beijingDay();
  const [month, setMonth] = useState<string | undefined>(undefined);
  const calendar = useSignCalendar(month, true);
  const sign = useSign();
  const info = calendar.data;
  // Day of the run today is (or would be): the run's next day when not yet signed.
  const runDay = info ? info.continuous_days + (info.todayIsSign ? 0 : 1) : 0;
  const lastRow = info?.rewards.at(-1)?.run_day ?? 0;
  return (
    <Card title="每日签到" className="sign-card">
      <div className="sign-summary">
        <p>
          已连续签到 <strong data-testid="sign-run">{info?.continuous_days ?? 0}</strong> 天，
          {info?.todayIsSign ? '今日已获得' : '今日签到可得'} <strong>{info?.today_reward ?? 0}</strong>{' '}
          V粒和一次抽奖机会
        </p>
        <Button
          type="primary"
          size="large"
          disabled={!info || info.todayIsSign === 1}
          loading={sign.isPending}
          onClick={() => void sign.signWithToast()}
        >
          {info?.todayIsSign ? '今日已签到' : '立即签到'}
        </Button>
      </div>
      <ol className="sign-rewards" aria-label="连续签到奖励">
        {info?.rewards.map((row) => (
          <li key={row.run_day} className={Math.min(runDay, lastRow) === row.run_day ? 'is-current' : undefined}>
            <span>{row.run_day === lastRow ? `第${row.run_day}天起` : `第${row.run_day}天`}</span>
            <strong>+{row.points}</strong>
          </li>
        ))}
      </ol>
      {info ? (
        <SignCalendar month={info.month} signedDays={info.signed_days} today={today} onMonthChange={setMonth} />
      ) : (
        <div className="sign-calendar" aria-hidden />
      )}
    </Card>
  );
}
