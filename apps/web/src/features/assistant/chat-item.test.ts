import type { AskMessage, ChatRecord } from '@vce/contract/assistant';
import { describe, expect, it } from 'vitest';
import { applyAskMessage, chatItemOfRecord, createChatItem } from './chat-item';

const message = (output: Partial<AskMessage['output']>, result: Partial<AskMessage['cons_res']> = {}): AskMessage => ({
  output: { text: '', finish_reason: null, session_id: 's1', thoughts: [], ...output },
  cons_res: { chat_id: 0, all_search_count: 4, cost: 1, probe_items: [], ...result },
});

describe('an answer as its stream arrives', () => {
  it('replaces its text with each message, which carries the whole answer so far', () => {
    let item = createChatItem(1, '螺纹钢现在多少钱');
    item = applyAskMessage(item, message({ text: '<p>螺纹</p>' }));
    item = applyAskMessage(item, message({ text: '<p>螺纹钢 3500</p>' }));
    expect(item.content).toBe('<p>螺纹钢 3500</p>');
    expect(item.isEnd).toBe(false);
  });

  it('keeps the reasoning steps as the deep-think text and ignores other steps', () => {
    const item = applyAskMessage(
      createChatItem(1, 'q'),
      message({
        thoughts: [
          { action: 'reasoning', response: '识别品种：螺纹钢' },
          { action: 'tool', response: 'quote(rb)' },
          { action: 'reasoning', response: '读取最新价' },
        ],
      }),
    );
    expect(item.deepContent).toBe('识别品种：螺纹钢\n读取最新价');
  });

  it('keeps what was shown when a message has no text yet or the answer fails', () => {
    let item = applyAskMessage(createChatItem(1, 'q'), message({ text: '<p>部分</p>' }));
    item = applyAskMessage(item, message({ text: '', finish_reason: 'error' }));
    expect(item.content).toBe('<p>部分</p>');
    expect(item.isEnd).toBe(true);
    expect(item.probeItems).toEqual([]);
  });

  it('ends with the chat id, the cost and the follow-up questions', () => {
    const item = applyAskMessage(
      createChatItem(1, 'q'),
      message({ text: '<p>a</p>', finish_reason: 'stop' }, { chat_id: 42, cost: 0, probe_items: ['螺纹钢的支撑位'] }),
    );
    expect(item).toMatchObject({ isEnd: true, chatId: 42, cost: 0, probeItems: ['螺纹钢的支撑位'] });
  });
});

describe('a past chat of the history', () => {
  const record = (res: string): ChatRecord => ({
    id: 7,
    prompt: '螺纹钢现在多少钱',
    res,
    is_like: 1,
    cost: 1,
    is_end: true,
    is_vip: false,
    probe_items: [],
    update_time: 1_760_000_000,
  });

  it('reads its answer and reasoning from the res JSON string', () => {
    const item = chatItemOfRecord(
      record(JSON.stringify({ output: { text: '<p>3500</p>', thoughts: [{ action: 'reasoning', response: '想' }] } })),
    );
    expect(item).toMatchObject({ prompt: '螺纹钢现在多少钱', content: '<p>3500</p>', deepContent: '想', isEnd: true });
  });

  it('shows the question alone when res is not JSON', () => {
    expect(chatItemOfRecord(record('oops')).content).toBe('');
  });
});
