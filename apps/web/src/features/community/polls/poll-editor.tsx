import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { POLL_OPTION_MAX, POLL_OPTIONS_MAX, POLL_OPTIONS_MIN } from '@vce/contract/community-polls';
import { msg } from '@vce/contract/messages';
import { Button, Checkbox, Input, Select } from 'antd';

/** A poll being written: its options, single or multiple choice, and how many days it runs. */
export interface PollDraftState {
  options: string[];
  multiple: boolean;
  days: number;
}

export const emptyPollDraft: PollDraftState = { options: ['', ''], multiple: false, days: 3 };
const durations = [1, 3, 7, 30];

/** What the server would refuse of a poll, said before asking it. */
export function pollRefusalOf(draft: PollDraftState) {
  const options = draft.options.map((option) => option.trim());
  if (options.some((option) => option === '')) return msg.pollOptionEmpty;
  if (new Set(options).size !== options.length) return msg.pollOptionsRepeated;
  return null;
}

/** The poll as the post call sends it: closing `days` from now. */
export const pollOfDraft = (draft: PollDraftState) => ({
  options: draft.options.map((option) => option.trim()),
  multiple: draft.multiple,
  closes_at: Math.floor(Date.now() / 1000) + draft.days * 86_400,
});

/** 投票 in the composer: 2–10 options, 多选, and a deadline of 1, 3, 7 or 30 days. */
export function PollEditor({ draft, onChange }: { draft: PollDraftState; onChange(draft: PollDraftState): void }) {
  const setOption = (index: number, text: string) =>
    onChange({ ...draft, options: draft.options.map((option, i) => (i === index ? text : option)) });
  return (
    <fieldset className="poll-editor" aria-label="投票">
      {draft.options.map((option, index) => (
        <div key={index} className="poll-editor-option">
          <Input
            value={option}
            onChange={(event) => setOption(index, event.target.value)}
            placeholder={`选项${index + 1}`}
            aria-label={`选项${index + 1}`}
            maxLength={POLL_OPTION_MAX}
          />
          {draft.options.length > POLL_OPTIONS_MIN && (
            <Button
              type="text"
              icon={<DeleteOutlined />}
              aria-label={`删除选项${index + 1}`}
              onClick={() => onChange({ ...draft, options: draft.options.filter((_, i) => i !== index) })}
            />
          )}
        </div>
      ))}
      <div className="poll-editor-settings">
        <Button
          size="small"
          icon={<PlusOutlined />}
          disabled={draft.options.length >= POLL_OPTIONS_MAX}
          onClick={() => onChange({ ...draft, options: [...draft.options, ''] })}
        >
          添加选项
        </Button>
        <Checkbox checked={draft.multiple} onChange={(event) => onChange({ ...draft, multiple: event.target.checked })}>
          多选
        </Checkbox>
        <Select
          size="small"
          value={draft.days}
          aria-label="投票截止"
          onChange={(days) => onChange({ ...draft, days })}
          options={durations.map((days) => ({ value: days, label: `${days}天后截止` }))}
        />
      </div>
    </fieldset>
  );
}
