import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button } from 'antd';

const weekdays = ['一', '二', '三', '四', '五', '六', '日'];

/** `YYYY-MM` moved by `step` months. */
export function shiftMonth(month: string, step: number) {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const moved = new Date(Date.UTC(year, monthNumber - 1 + step, 1));
  return `${moved.getUTCFullYear()}-${String(moved.getUTCMonth() + 1).padStart(2, '0')}`;
}

/**
 * A month of the sign-in calendar: weeks from Monday, each signed day ticked, today outlined. The
 * month is the server's (Beijing) month; `today` is `YYYY-MM-DD` in Beijing.
 */
export function SignCalendar(props: {
  month: string;
  signedDays: string[];
  today: string;
  onMonthChange: (month: string) => void;
}) {
  const { month, today } = props;
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const dayCount = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  // Monday first: getUTCDay() is 0 on Sunday.
  const leadingBlanks = (new Date(Date.UTC(year, monthNumber - 1, 1)).getUTCDay() + 6) % 7;
  const signed = new Set(props.signedDays);
  const days = Array.from({ length: dayCount }, (_, index) => `${month}-${String(index + 1).padStart(2, '0')}`);
  return (
    <div className="sign-calendar" data-testid="sign-calendar">
      <div className="sign-calendar-head">
        <Button
          type="text"
          icon={<LeftOutlined />}
          aria-label="上个月"
          onClick={() => props.onMonthChange(shiftMonth(month, -1))}
        />
        <strong>
          {year}年{monthNumber}月
        </strong>
        <Button
          type="text"
          icon={<RightOutlined />}
          aria-label="下个月"
          disabled={month >= today.slice(0, 7)}
          onClick={() => props.onMonthChange(shiftMonth(month, 1))}
        />
      </div>
      <div className="sign-calendar-weekdays" aria-hidden>
        {weekdays.map((name) => (
          <span key={name}>{name}</span>
        ))}
      </div>
      <ol className="sign-calendar-grid" aria-label={`${year}年${monthNumber}月签到日历`}>
        {Array.from({ length: leadingBlanks }, (_, index) => (
          <li key={`blank-${index}`} aria-hidden />
        ))}
        {days.map((day) => {
          const isSigned = signed.has(day);
          return (
            <li
              key={day}
              className={`sign-calendar-day${isSigned ? ' is-signed' : ''}${day === today ? ' is-today' : ''}`}
              aria-current={day === today ? 'date' : undefined}
            >
              {Number(day.slice(8))}
              {isSigned && <span className="sign-calendar-tick">已签</span>}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
