import { paths } from '@vce/contract/routes';
import { CheckCircleFilled, FileTextOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { Card, Progress, Tag } from 'antd';
import { Link } from 'react-router';
import { QueryView } from '../../../shared/ui/query-view';
import { useRiskItems } from '../api/risk';
import '../learning.css';

/**
 * 风险教育 (/riskEducation; /riskEducationVideo shows its videos): the suitability material every
 * futures trader should read first, each item with a short quiz, and how many the learner passed.
 */
export function RiskEducationList({ videosOnly }: { videosOnly: boolean }) {
  const query = useRiskItems();
  return (
    <Card className="risk-education" data-testid="risk-education">
      <h1>{videosOnly ? '风险教育视频' : '风险教育'}</h1>
      <p className="muted">
        期货交易实行保证金制度，具有杠杆效应，可能出现超过保证金的亏损。开始交易前，请读完以下内容并完成小测验。全部免费。
        {videosOnly ? (
          <Link to={paths.riskEducation}>全部内容</Link>
        ) : (
          <Link to={paths.riskEducationVideos}>只看视频</Link>
        )}
      </p>
      <QueryView query={query}>
        {(data) => {
          const items = videosOnly ? data.list.filter((item) => item.kind === 'video') : data.list;
          return (
            <>
              <div className="risk-progress" data-testid="risk-progress">
                已完成 {data.passed_count}/{data.list.length} 项
                <Progress
                  aria-label="风险教育完成进度"
                  percent={Math.round((data.passed_count / Math.max(1, data.list.length)) * 100)}
                  size="small"
                />
              </div>
              <ul className="risk-items">
                {items.map((item) => (
                  <li key={item.id}>
                    <Link to={paths.riskEducationItem(item.id)} className="risk-item" data-testid="risk-item">
                      {item.kind === 'video' ? <PlayCircleOutlined /> : <FileTextOutlined />}
                      <span className="risk-item-text">
                        <strong>{item.title}</strong>
                        <span className="muted">{item.summary}</span>
                      </span>
                      <span className="muted">
                        {item.minutes}分钟 · {item.question_count}题
                      </span>
                      {item.passed ? (
                        <Tag color="green" icon={<CheckCircleFilled />}>
                          已通过
                        </Tag>
                      ) : item.attempts > 0 ? (
                        <Tag color="orange">未通过</Tag>
                      ) : (
                        <Tag>未学习</Tag>
                      )}
                    </Link>
                  </li>
                ))}
              </ul>
            </>
          );
        }}
      </QueryView>
    </Card>
  );
}

export default function RiskEducationPage() {
  return <RiskEducationList videosOnly={false} />;
}
