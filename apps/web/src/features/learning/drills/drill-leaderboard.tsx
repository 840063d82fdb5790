import { Card, Table } from 'antd';
import { useLeaderboard } from '../api/drills';

/** This week's leaders of the drills, and the reader's own row when they are not among them. */
export function DrillLeaderboard() {
  const { data } = useLeaderboard();
  const rows = data?.list ?? [];
  const mine = data?.mine;
  const mineOutside = mine && !rows.some((row) => row.user_id === mine.user_id);
  return (
    <Card title="本周训练排行" size="small" extra={data && <span className="muted">自{data.week_start}起</span>}>
      <Table
        size="small"
        pagination={false}
        rowKey="user_id"
        aria-label="本周训练排行"
        dataSource={mineOutside ? [...rows, mine] : rows}
        rowClassName={(row) => (row.user_id === mine?.user_id ? 'drill-mine' : '')}
        locale={{ emptyText: '本周还没有人完成训练，来做第一个吧' }}
        columns={[
          { title: '名次', dataIndex: 'rank', width: 56 },
          { title: '期友', dataIndex: 'nickname', ellipsis: true },
          { title: '得分', dataIndex: 'score', width: 64 },
          { title: '题数', dataIndex: 'drills', width: 56 },
        ]}
      />
    </Card>
  );
}
