import type { CallData } from '@vce/contract/call';
import type { riskDetails, submitRiskQuiz } from '@vce/contract/learning-risk';
import { Alert, Button, Radio } from 'antd';
import { useState } from 'react';
import { isSignedIn } from '../../../shared/session';
import { LoginMode, openLogin } from '../../../shared/login-store';
import { useSubmitRiskQuiz } from '../api/risk';

type Item = CallData<typeof riskDetails>;
type Marked = CallData<typeof submitRiskQuiz>;

/** The item's quiz: one option per question, submitted together; the marks show what was right and why. */
export function RiskQuiz({ item }: { item: Item }) {
  const [answers, setAnswers] = useState<(number | undefined)[]>(() => item.questions.map(() => undefined));
  const [marked, setMarked] = useState<Marked | null>(null);
  const submit = useSubmitRiskQuiz();
  const complete = answers.every((answer) => answer !== undefined);
  const onSubmit = async () => {
    if (!isSignedIn()) return openLogin(LoginMode.sms);
    setMarked(await submit.mutateAsync({ id: item.id, answers: answers as number[] }));
  };
  const retry = () => {
    setMarked(null);
    setAnswers(item.questions.map(() => undefined));
  };
  return (
    <section className="risk-quiz" data-testid="risk-quiz">
      <h2>
        小测验{' '}
        <small className="muted">
          共{item.question_count}题，答对{item.pass_mark}题通过
        </small>
      </h2>
      <ol>
        {item.questions.map((question, i) => {
          const result = marked?.results[i];
          return (
            <li key={question.id} className="risk-question">
              <p>{question.prompt}</p>
              <Radio.Group
                aria-label={question.prompt}
                value={answers[i]}
                disabled={marked !== null}
                onChange={(event) =>
                  setAnswers((current) => current.map((value, at) => (at === i ? event.target.value : value)))
                }
                options={question.options.map((option, value) => ({ value, label: option }))}
              />
              {result && (
                <p className={result.correct ? 'risk-right' : 'risk-wrong'}>
                  {result.correct ? '回答正确' : `回答错误，正确答案：${question.options[result.answer]}`}。
                  {result.explanation}
                </p>
              )}
            </li>
          );
        })}
      </ol>
      {marked ? (
        <>
          <Alert
            type={marked.passed ? 'success' : 'warning'}
            showIcon
            message={
              marked.passed
                ? `答对${marked.score}题，通过！已完成 ${marked.passed_count} 项风险教育`
                : `答对${marked.score}题，未通过（需答对${item.pass_mark}题），可以重新作答`
            }
            description={`这是你第${marked.attempts}次作答`}
          />
          {!marked.passed && (
            <Button className="risk-retry" onClick={retry}>
              重新作答
            </Button>
          )}
        </>
      ) : (
        <Button type="primary" disabled={!complete} loading={submit.isPending} onClick={() => void onSubmit()}>
          提交答案
        </Button>
      )}
    </section>
  );
}
