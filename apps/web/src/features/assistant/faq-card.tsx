import type { ChatInfo } from '@vce/contract/assistant';
import { Tabs } from 'antd';

function QuestionList({ questions, onAsk }: { questions: string[]; onAsk: (question: string) => void }) {
  return (
    <ul className="asst-questions">
      {questions.map((question) => (
        <li key={question}>
          <button type="button" onClick={() => onAsk(question)}>
            {question}
          </button>
        </li>
      ))}
    </ul>
  );
}

/** 猜你想问: the FAQ series as tabs of questions; a click asks the question. */
export function FaqCard({ series, onAsk }: { series: ChatInfo['faq_list']; onAsk: (question: string) => void }) {
  if (series.length === 0) return null;
  return (
    <section className="asst-card asst-faq" aria-labelledby="asst-faq-title">
      <h3 id="asst-faq-title">猜你想问</h3>
      <Tabs
        size="small"
        items={series.map((entry) => ({
          key: entry.title,
          label: entry.title,
          children: <QuestionList questions={entry.items} onAsk={onAsk} />,
        }))}
      />
    </section>
  );
}

/** 你可能还想问: the follow-up questions of the last finished answer. */
export function ProbeRow({ probes, onAsk }: { probes: string[]; onAsk: (question: string) => void }) {
  if (probes.length === 0) return null;
  return (
    <section className="asst-probes" aria-labelledby="asst-probes-title">
      <h3 id="asst-probes-title">你可能还想问</h3>
      <QuestionList questions={probes} onAsk={onAsk} />
    </section>
  );
}
