import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Poll, userVote } from '@vce/contract/community-polls';
import { Button, Checkbox, Progress, Radio } from 'antd';
import { useState } from 'react';
import { api } from '../../../shared/api/api';
import { formatBeijingTime } from '../../../shared/beijing-time';
import { requireLogin } from '../../../shared/login-store';
import { queryKeys } from '../../../shared/query-keys';

/** The results: each option's share of the voters, the reader's choice marked. */
function PollResults({ poll }: { poll: Poll }) {
  return (
    <ul className="poll-results">
      {poll.options.map((option) => {
        const votes = option.votes ?? 0;
        const percent = poll.voter_count ? Math.round((votes / poll.voter_count) * 100) : 0;
        const mine = poll.my_option_ids.includes(option.id);
        return (
          <li key={option.id} data-testid="poll-result">
            <span className={mine ? 'poll-option-mine' : undefined}>
              {option.text}
              {mine && '（我的选择）'}
            </span>
            <Progress
              percent={percent}
              size="small"
              aria-label={`${option.text}的得票`}
              format={() => `${votes}票 ${percent}%`}
            />
          </li>
        );
      })}
    </ul>
  );
}

/**
 * A post's poll: choose and 投票 while it runs and the reader has not voted, then the results. A
 * refused vote shows no message (spec 000 §8): the poll is read again instead.
 */
export function PollCard({ postId, poll }: { postId: number; poll: Poll }) {
  const [chosen, setChosen] = useState<number[]>([]);
  const queryClient = useQueryClient();
  const cast = useMutation({
    mutationFn: () => api.call(userVote, { post_id: postId, option_ids: chosen }, { silent: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.community.post(postId) }),
  });
  const isOpen = !poll.closed && !poll.voted && !cast.isSuccess;
  const shown = cast.data ?? poll;
  const options = poll.options.map((option) => ({ value: option.id, label: option.text }));
  return (
    <section className="poll-card" aria-label="投票" data-testid="poll">
      <h2>{poll.multiple ? '投票（多选）' : '投票'}</h2>
      {isOpen ? (
        <>
          {poll.multiple ? (
            <Checkbox.Group options={options} value={chosen} onChange={setChosen} className="poll-choices" />
          ) : (
            <Radio.Group
              options={options}
              value={chosen[0]}
              onChange={(event) => setChosen([event.target.value as number])}
              className="poll-choices"
            />
          )}
          <Button
            type="primary"
            disabled={chosen.length === 0}
            loading={cast.isPending}
            onClick={() => requireLogin() && cast.mutate()}
          >
            投票
          </Button>
        </>
      ) : (
        <PollResults poll={shown} />
      )}
      <p className="muted">
        {shown.voter_count}人参与 ·{' '}
        {shown.closed ? '已截止' : `${formatBeijingTime(shown.closes_at * 1000, 'minute')}截止`}
        {isOpen && ' · 投票后可看结果'}
      </p>
    </section>
  );
}
