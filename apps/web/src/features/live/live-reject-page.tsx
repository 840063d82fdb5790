import { paths } from '@vce/contract/routes';
import { Result, Space } from 'antd';
import { Link } from 'react-router';

/** Where a refused live access (code 4003) lands. */
export default function LiveRejectPage() {
  return (
    <Result
      status="403"
      title="暂时无法进入该直播间"
      subTitle="该直播间仅对指定会员开放，或您的观看时长已用完。"
      extra={
        <Space size="large">
          <Link to={paths.vip}>了解VIP会员</Link>
          <Link to={paths.liveCourses}>看看公开课</Link>
        </Space>
      }
    />
  );
}
