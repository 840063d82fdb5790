import { RobotOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useEffect } from 'react';
import { openAssistant } from '../../shared/assistant-panel';
import './assistant.css';

const topics = [
  { title: '行情报价', text: '最新价、涨跌幅、成交与持仓，如“螺纹钢现在多少钱”。' },
  { title: '点位分析', text: '支撑位、压力位与近期走势，如“螺纹钢的支撑位”。' },
  { title: '合约规则', text: '交易时间、保证金、手续费、涨跌停与交割月。' },
  { title: '站内工具', text: 'BBAS品种分析、看数据、指标与会员权益的用法。' },
];

/** /AI: what the assistant answers, with the panel opened on arrival. */
export default function AssistantPage() {
  useEffect(() => openAssistant(), []);
  return (
    <section className="asst-page">
      <h1>
        <RobotOutlined aria-hidden /> vce AI助手
      </h1>
      <p className="asst-page-lead">
        根据站内行情和数据回答期货问题：问品种、问点位、问规则，回答附带可直达的数据页面。回答仅供参考，不构成投资建议。
      </p>
      <ul className="asst-page-topics">
        {topics.map((topic) => (
          <li key={topic.title}>
            <h2>{topic.title}</h2>
            <p>{topic.text}</p>
          </li>
        ))}
      </ul>
      <Button type="primary" size="large" icon={<RobotOutlined />} onClick={() => openAssistant()}>
        打开AI助手
      </Button>
    </section>
  );
}
