import { paths } from '@vce/contract/routes';
import { Button, Card, Tag } from 'antd';
import dayjs from 'dayjs';
import { Link, useNavigate } from 'react-router';
import { isSignedIn } from '../../../shared/session';
import { LoginMode, openLogin } from '../../../shared/login-store';
import { NoData } from '../../../shared/ui/no-data';
import { QueryView } from '../../../shared/ui/query-view';
import { useIdParam } from '../../../shared/use-query-param';
import { useDownloadReport, useReport } from '../api/reports';
import { PdfReader } from './pdf-reader';
import '../learning.css';

/** 研报详情 (/reportDetails?id=): the report's card, its PDF read in the page, and a member's download. */
export default function ReportDetailsPage() {
  const navigate = useNavigate();
  const id = useIdParam();
  const query = useReport(id);
  const download = useDownloadReport();
  if (id === null) return <NoData description="研报不存在或已下架" />;
  return (
    <QueryView query={query}>
      {(report) => (
        <Card className="report-details" data-testid="report-details">
          <p>
            <Link to={paths.researcher}>研究员</Link> / 研报
          </p>
          <h1>{report.title}</h1>
          <p className="muted">
            {report.author.name} · {report.author.title} · {dayjs.unix(report.published_at).format('YYYY-MM-DD')}
            <Tag color="orange" className="report-demo">
              演示研报
            </Tag>
          </p>
          <p>
            {report.products.map((product) => (
              <Link key={product.symbol} to={paths.bbasDetail(product.symbol)} className="report-product">
                <Tag color="blue">{product.name}</Tag>
              </Link>
            ))}
          </p>
          <p className="report-summary">{report.summary}</p>
          <div className="report-actions">
            {report.can_download ? (
              <Button type="primary" loading={download.isPending} onClick={() => download.mutate(report.id)}>
                下载PDF
              </Button>
            ) : (
              <Button onClick={() => (isSignedIn() ? navigate(paths.vip) : openLogin(LoginMode.sms))}>
                开通VIP下载PDF
              </Button>
            )}
          </div>
          {report.pdf_url ? <PdfReader url={report.pdf_url} /> : <p className="muted">研报文件正在生成，请稍后刷新</p>}
        </Card>
      )}
    </QueryView>
  );
}
