import { randomUUID } from 'node:crypto';
import { asstPaths, ChatInfo, type AskMessage } from '@vce/contract/assistant';
import { msg } from '@vce/contract/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assistantChats } from '../../db/schema/assistant';
import { ask, getAsst, listenForStreams } from '../../test/assistant';
import { chunk, closeFakeServers, failure, fakeOpenAi, type Reply, stall, stream } from '../../test/fake-openai';
import { createTestApp, type TestApp } from '../../test/harness';

// The assistant behind a model (provider `openai`) on a local fake server: how a failed answer and a
// stopped one end, which the builtin engine never does on its own.
let app: TestApp;
let base: string;
let replies: Reply[];
beforeAll(async () => {
  const model = await fakeOpenAi();
  replies = model.replies;
  app = await createTestApp({
    LLM_PROVIDER: 'openai',
    LLM_BASE_URL: model.baseURL,
    LLM_API_KEY: 'sk-test',
    LLM_MODEL: 'deepseek-chat',
    QUOTA_AI_FREE_DAILY: '3',
  });
  base = await listenForStreams(app);
});
afterAll(async () => {
  await closeFakeServers();
  await app.close();
});

const last = (messages: AskMessage[]) => messages.at(-1) as AskMessage;
const questionsLeft = async (uuid: string) =>
  ChatInfo.parse((await getAsst(app, asstPaths.chatInit, { uuid })).data).all_search_count;

describe('an answer that fails or is stopped', () => {
  it('tells the asker in Chinese when the model fails, and gives the question back', async () => {
    const uuid = randomUUID();
    replies.push(failure(400, { message: 'bad request' }));
    const end = last(await ask(base, { prompt: '螺纹钢现在多少钱', uuid }));
    expect(end.output.finish_reason).toBe('error');
    expect(end.error?.msg).toBe(msg.askFailed);
    expect(end.cons_res.cost).toBe(0);
    expect(await questionsLeft(uuid)).toBe(3);
    const [row] = await app.db.select().from(assistantChats).where(eq(assistantChats.id, end.cons_res.chat_id));
    expect(row).toMatchObject({ state: 'failed', cost: 0 });
  });

  it('stops generating when the asker closes the stream, and keeps the answer as finished where it stopped', async () => {
    const uuid = randomUUID();
    replies.push(stall(chunk({ role: 'assistant', content: '' }), chunk({ content: '螺纹钢主力合约' })));
    const messages = await ask(base, { prompt: '螺纹钢走势', uuid }, { stopAfter: 2 });
    const chatId = messages.at(-1)?.cons_res.chat_id ?? 0;
    expect(chatId).toBeGreaterThan(0);
    await expect.poll(async () => (await findChat(chatId))?.state, { timeout: 5_000 }).toBe('finished');
    const row = await findChat(chatId);
    expect(row?.answer).toContain('螺纹钢主力合约');
    expect(row?.answer).toContain('风险提示');
    expect(await questionsLeft(uuid)).toBe(2);
  });

  it('streams a model’s reasoning into the deep-think block and its words into the answer', async () => {
    replies.push(
      stream(
        chunk({ role: 'assistant', content: '', reasoning_content: '用户问螺纹钢。' }),
        chunk({ reasoning_content: '应先查询报价。' }),
        chunk({ content: '暂时无法' }),
        chunk({ content: '给出数据。' }),
        chunk({}, 'stop'),
      ),
    );
    const end = last(await ask(base, { prompt: '螺纹钢怎么样', uuid: randomUUID() }));
    expect(end.output.finish_reason).toBe('stop');
    expect(end.output.thoughts[0]?.response).toBe('用户问螺纹钢。应先查询报价。');
    expect(end.output.text).toContain('暂时无法给出数据。');
    expect(end.cons_res.probe_items).toEqual(['螺纹钢的支撑位和阻力位', '机构怎么看螺纹钢', '螺纹钢一手保证金多少']);
  });
});

const findChat = async (id: number) => (await app.db.select().from(assistantChats).where(eq(assistantChats.id, id)))[0];
