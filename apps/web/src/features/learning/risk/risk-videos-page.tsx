import { RiskEducationList } from './risk-education-page';

/** 风险教育视频 (/riskEducationVideo): the risk-education items told on video. */
export default function RiskVideosPage() {
  return <RiskEducationList videosOnly />;
}
