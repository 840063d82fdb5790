import { paths } from '@vce/contract/routes';
import { Card } from 'antd';
import { Link } from 'react-router';
import { NoData } from '../../../shared/ui/no-data';
import { QueryView } from '../../../shared/ui/query-view';
import { useIdParam } from '../../../shared/use-query-param';
import { useRiskItem } from '../api/risk';
import { HlsPlayer } from '../player/hls-player';
import { RiskQuiz } from './risk-quiz';
import '../learning.css';

/** 风险教育详情 (/classroomV2/riskEducationDetails?id=): the item's text or video, then its quiz. */
export default function RiskDetailsPage() {
  const id = useIdParam();
  const query = useRiskItem(id);
  if (id === null) return <NoData description="该风险教育内容不存在" />;
  return (
    <QueryView query={query}>
      {(item) => (
        <Card className="risk-details" data-testid="risk-details">
          <p>
            <Link to={paths.riskEducation}>风险教育</Link> / {item.title}
          </p>
          <h1>{item.title}</h1>
          {item.playlist_url && <HlsPlayer playlistUrl={item.playlist_url} startAt={0} />}
          {/* Written by the operators, never by users. */}
          <article className="risk-article" dangerouslySetInnerHTML={{ __html: item.content_html }} />
          <RiskQuiz key={item.id} item={item} />
        </Card>
      )}
    </QueryView>
  );
}
