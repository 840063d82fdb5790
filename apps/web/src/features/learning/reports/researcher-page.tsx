import { paths } from '@vce/contract/routes';
import { Card, Tag } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { Link } from 'react-router';
import { NoData } from '../../../shared/ui/no-data';
import { PagerOnDemand } from '../../../shared/ui/pager-on-demand';
import { useReports, useResearchers } from '../api/reports';
import '../learning.css';

const PAGE_SIZE = 10;

/** 研究员 (/researcher): the researchers and their reports, newest first; one researcher's on choosing them. */
export default function ResearcherPage() {
  const [authorId, setAuthorId] = useState<number | undefined>();
  const [page, setPage] = useState(1);
  const researchers = useResearchers().data?.list ?? [];
  const { data } = useReports({ page, limit: PAGE_SIZE, author_id: authorId });
  const choose = (id: number | undefined) => {
    setAuthorId(id);
    setPage(1);
  };
  return (
    <div className="researcher-page" data-testid="researcher-page">
      <Card title="研究员">
        <ul className="teacher-row">
          {researchers.map((researcher) => (
            <li key={researcher.id}>
              <button
                type="button"
                className={researcher.id === authorId ? 'teacher-card researcher-chosen' : 'teacher-card'}
                onClick={() => choose(researcher.id === authorId ? undefined : researcher.id)}
              >
                <img src={researcher.avatar} alt="" width={56} height={56} />
                <strong>{researcher.name}</strong>
                <span className="muted">{researcher.title}</span>
                <span className="muted">{researcher.report_count}篇研报</span>
              </button>
            </li>
          ))}
        </ul>
      </Card>
      <Card title={authorId ? `${researchers.find((row) => row.id === authorId)?.name ?? ''}的研报` : '最新研报'}>
        {data && data.total === 0 ? (
          <NoData description="暂无研报" />
        ) : (
          <ul className="report-list">
            {data?.list.map((report) => (
              <li key={report.id} data-testid="report-card">
                <Link to={paths.report(report.id)}>
                  <strong>{report.title}</strong>
                </Link>
                <p className="muted">{report.summary}</p>
                <span className="muted">
                  {report.author.name} · {dayjs.unix(report.published_at).format('YYYY-MM-DD')}{' '}
                  {report.products.map((product) => (
                    <Tag key={product.symbol}>{product.name}</Tag>
                  ))}
                  <Tag color="orange">演示</Tag>
                </span>
              </li>
            ))}
          </ul>
        )}
        {data && <PagerOnDemand pageSize={PAGE_SIZE} current={page} total={data.total} onChange={setPage} />}
      </Card>
    </div>
  );
}
