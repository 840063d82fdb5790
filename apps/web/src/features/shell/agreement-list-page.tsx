import { paths } from '@vce/contract/routes';
import { Skeleton } from 'antd';
import { Link } from 'react-router';
import { formatBeijingTime } from '../../shared/beijing-time';
import { NoData } from '../../shared/ui/no-data';
import { useAgreementList } from './api/get-agreement-list';
import './agreements.css';

/** /my/agreementList: every agreement of the site, each linking to its page. */
export default function AgreementListPage() {
  const { data, isPending } = useAgreementList();
  return (
    <section className="agreement-list-page" data-testid="agreement-list">
      <h2>协议列表</h2>
      {isPending ? (
        <Skeleton active title={false} paragraph={{ rows: 4 }} />
      ) : data?.length ? (
        <ul className="agreement-list">
          {data.map((item) => (
            <li key={item.name}>
              <Link to={paths.agreement(item.name)}>《{item.title}》</Link>
              <span className="muted">
                版本 {item.version} · 更新于 {formatBeijingTime(item.update_time * 1000, 'day')}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <NoData description="暂无协议" />
      )}
    </section>
  );
}
