import { Skeleton } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../shared/api/client';
import { formatBeijingTime } from '../../shared/beijing-time';
import { NoData } from '../../shared/ui/no-data';
import { useAgreement } from '../../shared/agreements/get-agreement';
import './agreements.css';

/** /agreementV2?name=…: one agreement as the server keeps it (its HTML sanitised there, see docs/decisions.md "Agreements"). */
export default function AgreementPage() {
  const [params] = useSearchParams();
  const name = params.get('name')?.trim() ?? '';
  const { data, error, isPending } = useAgreement(name);

  if (!name) return <AgreementMissing message="请选择要查看的协议" />;
  if (error) {
    return <AgreementMissing message={error instanceof ApiError ? error.message : '协议加载失败，请稍后刷新重试'} />;
  }
  if (isPending) {
    return (
      <article className="agreement-page" aria-busy="true">
        <Skeleton active title={{ width: 240 }} paragraph={{ rows: 12 }} />
      </article>
    );
  }
  return (
    <article className="agreement-page" data-testid="agreement-page">
      <h1>{data.title}</h1>
      <p className="agreement-meta muted">
        版本：{data.version}
        <span aria-hidden="true"> · </span>
        更新日期：{formatBeijingTime(data.update_time * 1000, 'day')}
      </p>
      {/* Sanitised on the server against an allow-list: safe to render as is. */}
      <div className="agreement-content" dangerouslySetInnerHTML={{ __html: data.content }} />
    </article>
  );
}

function AgreementMissing({ message }: { message: string }) {
  return (
    <article className="agreement-page is-empty" data-testid="agreement-missing">
      <NoData description={message} />
      <p className="agreement-home">
        <Link to="/">返回首页</Link>
      </p>
    </article>
  );
}
