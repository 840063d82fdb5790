import { Card } from 'antd';
import { useLeaderboard } from '../api/drills';

/**
 * This week's leaders of the drills, and the reader's own row when they are not among them. A plain
 * table: antd's would more than double the training pages' script for twenty rows.
 */
export function DrillLeaderboard() {
  const { data } = useLeaderboard();
  const rows = data?.list ?? [];
  const mine = data?.mine;
  const shown = mine && !rows.some((row) => row.user_id === mine.user_id) ? [...rows, mine] : rows;
  return (
    <Card title="本周训练排行" size="small" extra={data && <span className="muted">自{data.week_start}起</span>}>
      <table className="drill-leaderboard" aria-label="本周训练排行">
        <thead>
          <tr>
            <th scope="col">名次</th>
            <th scope="col">期友</th>
            <th scope="col">得分</th>
            <th scope="col">题数</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((row) => (
            <tr key={row.user_id} className={row.user_id === mine?.user_id ? 'drill-mine' : undefined}>
              <td>{row.rank}</td>
              <td className="drill-leader-name">{row.nickname}</td>
              <td>{row.score}</td>
              <td>{row.drills}</td>
            </tr>
          ))}
          {data && shown.length === 0 && (
            <tr>
              <td colSpan={4} className="muted">
                本周还没有人完成训练，来做第一个吧
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </Card>
  );
}
