import { Result } from 'antd';
import { Link } from 'react-router';

/** An honest notice for a page whose feature is not built yet: never invented content. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <Result
      status="info"
      title={title}
      subTitle="该功能正在建设中，敬请期待。"
      extra={<Link to="/">返回首页</Link>}
      data-testid="coming-soon"
    />
  );
}
