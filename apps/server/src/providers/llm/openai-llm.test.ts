import { afterEach, describe, expect, it } from 'vitest';
import { chunk, closeFakeServers, failure, fakeOpenAi, sseHead, stall, stream, usage } from '../../test/fake-openai';
import { z } from 'zod';
import { type AnswerEvent, type AssistantTool, riskReminder } from './llm-provider';
import { createOpenAiLlm } from './openai-llm';
import { systemPrompt } from './openai-prompt';

afterEach(closeFakeServers);

/** A response that only says `text` in one piece. */
const says = (text: string) =>
  stream(chunk({ role: 'assistant', content: '' }), chunk({ content: text }), chunk({}, 'stop'), usage);
/** A response that calls `name` with `args` (arguments in one piece). */
const calls = (id: string, name: string, args: string) =>
  stream(
    chunk({
      role: 'assistant',
      content: null,
      tool_calls: [{ index: 0, id, type: 'function', function: { name, arguments: args } }],
    }),
    chunk({}, 'tool_calls'),
  );

function quoteTool(run: (args: { symbol: string }) => Promise<unknown> = async () => ({ last: 3125 })) {
  const seen: { symbol: string }[] = [];
  const tool: AssistantTool<z.ZodObject<{ symbol: z.ZodString }>> = {
    name: 'quote',
    description: '品种主力合约的最新行情',
    parameters: z.object({ symbol: z.string() }),
    run: (args) => {
      seen.push(args);
      return run(args);
    },
  };
  return { tool: tool as unknown as AssistantTool, seen };
}

const llmFor = (baseURL: string, tools: AssistantTool[], timeoutMs = 10_000) =>
  createOpenAiLlm({ baseURL, apiKey: 'sk-test-7f2d', model: 'deepseek-chat', timeoutMs, tools });

const ask = (question: string, signal = new AbortController().signal) => ({ question, history: [], signal });

async function collect(events: AsyncIterable<AnswerEvent>) {
  const seen: AnswerEvent[] = [];
  for await (const event of events) seen.push(event);
  return seen;
}

describe('the openai engine', () => {
  it('streams the reasoning, runs a tool call assembled from fragments, and streams the answer', async () => {
    const server = await fakeOpenAi(
      stream(
        chunk({ role: 'assistant', content: null, reasoning_content: '用户问螺纹钢' }),
        chunk({ content: null, reasoning_content: '的最新价，先查行情。' }),
        chunk({
          content: null,
          tool_calls: [{ index: 0, id: 'call_Qm9xT2', type: 'function', function: { name: 'quote', arguments: '' } }],
        }),
        chunk({ tool_calls: [{ index: 0, function: { arguments: '{"sym' } }] }),
        chunk({ tool_calls: [{ index: 0, function: { arguments: 'bol": ' } }] }),
        chunk({ tool_calls: [{ index: 0, function: { arguments: '"rb"}' } }] }),
        chunk({}, 'tool_calls'),
        usage,
      ),
      stream(
        chunk({ role: 'assistant', content: '' }),
        chunk({ content: '螺纹钢' }),
        chunk({ content: '最新价' }),
        chunk({ content: ' 3125' }),
        chunk({}, 'stop'),
        usage,
      ),
    );
    const { tool, seen } = quoteTool();
    const events = await collect(llmFor(server.baseURL, [tool]).answer(ask('螺纹钢现在多少钱？')));

    expect(events).toEqual([
      { kind: 'thought', text: '用户问螺纹钢' },
      { kind: 'thought', text: '的最新价，先查行情。' },
      { kind: 'thought', text: '调用工具 quote(symbol=rb)\n' },
      { kind: 'text', text: '螺纹钢' },
      { kind: 'text', text: '最新价' },
      { kind: 'text', text: ' 3125' },
    ]);
    expect(seen).toEqual([{ symbol: 'rb' }]);
    expect(server.requests).toHaveLength(2);
    const [first, second] = server.requests.map((request) => request.body.messages);
    expect(second).toEqual([
      ...first,
      {
        role: 'assistant',
        content: null,
        tool_calls: [
          { id: 'call_Qm9xT2', type: 'function', function: { name: 'quote', arguments: '{"symbol": "rb"}' } },
        ],
      },
      { role: 'tool', tool_call_id: 'call_Qm9xT2', content: '{"last":3125}' },
    ]);
  });

  it('gives the model an error result for bad arguments, an unknown tool or a failing tool, and goes on', async () => {
    const server = await fakeOpenAi(
      stream(
        chunk({
          role: 'assistant',
          content: null,
          tool_calls: [
            { index: 0, id: 'call_a', type: 'function', function: { name: 'quote', arguments: '{"symbol": 5}' } },
            { index: 1, id: 'call_b', type: 'function', function: { name: 'quote', arguments: '{"symbol": "rb' } },
            { index: 2, id: 'call_c', type: 'function', function: { name: 'weather', arguments: '{}' } },
          ],
        }),
        chunk({}, 'tool_calls'),
      ),
      calls('call_d', 'quote', '{"symbol":"SR"}'),
      says('抱歉，本站暂时查不到这个品种的行情。'),
    );
    const { tool, seen } = quoteTool(async () => {
      throw new Error('行情服务暂不可用');
    });
    const events = await collect(llmFor(server.baseURL, [tool]).answer(ask('白糖多少钱？')));

    expect(seen).toEqual([{ symbol: 'SR' }]);
    expect(events.filter((event) => event.kind === 'thought')).toEqual([
      { kind: 'thought', text: '调用工具 quote(symbol=5)\n' },
      { kind: 'thought', text: '调用工具 quote({"symbol": "rb)\n' },
      { kind: 'thought', text: '调用工具 weather()\n' },
      { kind: 'thought', text: '调用工具 quote(symbol=SR)\n' },
    ]);
    expect(events.at(-1)).toEqual({ kind: 'text', text: '抱歉，本站暂时查不到这个品种的行情。' });
    const results = (index: number) =>
      server.requests[index]?.body.messages
        .filter((message: { role: string }) => message.role === 'tool')
        .map((message: { tool_call_id: string; content: string }) => [
          message.tool_call_id,
          JSON.parse(message.content),
        ]);
    expect(results(1)).toEqual([
      ['call_a', { error: expect.stringContaining('symbol') }],
      ['call_b', { error: expect.stringContaining('JSON') }],
      ['call_c', { error: expect.stringContaining('weather') }],
    ]);
    expect(results(2)?.at(-1)).toEqual(['call_d', { error: '行情服务暂不可用' }]);
  });

  it('stops at once when the asker aborts, closing the connection', async () => {
    // Two pieces sent together: the second is already on its way when the asker stops.
    const server = await fakeOpenAi(
      stall(chunk({ role: 'assistant', content: '螺纹钢' }), chunk({ content: '最新价' })),
    );
    const asker = new AbortController();
    const events = llmFor(server.baseURL, []).answer(ask('螺纹钢现在多少钱？', asker.signal))[Symbol.asyncIterator]();

    expect(await events.next()).toEqual({ done: false, value: { kind: 'text', text: '螺纹钢' } });
    asker.abort();
    // The request is aborted by the signal itself, before the asker reads on (or ever does).
    await server.requests[0]?.closed;
    expect(await events.next()).toEqual({ done: true, value: undefined });
  });

  it('stops between two tool calls when the asker aborts, running none', async () => {
    const call = (index: number, id: string) => ({
      index,
      id,
      type: 'function',
      function: { name: 'quote', arguments: '{"symbol":"rb"}' },
    });
    const server = await fakeOpenAi(
      stream(
        chunk({ role: 'assistant', content: null, tool_calls: [call(0, 'call_a'), call(1, 'call_b')] }),
        chunk({}, 'tool_calls'),
      ),
      says('螺纹钢最新价 3125'),
    );
    const { tool, seen } = quoteTool();
    const asker = new AbortController();
    const events = llmFor(server.baseURL, [tool]).answer(ask('螺纹钢？', asker.signal))[Symbol.asyncIterator]();

    expect(await events.next()).toEqual({
      done: false,
      value: { kind: 'thought', text: '调用工具 quote(symbol=rb)\n' },
    });
    asker.abort();
    expect(await events.next()).toEqual({ done: true, value: undefined });
    expect(seen).toEqual([]);
    expect(server.requests).toHaveLength(1);
  });

  it('throws when the whole answer takes longer than timeoutMs, closing the connection', async () => {
    const server = await fakeOpenAi(stall(chunk({ role: 'assistant', content: '螺纹钢' })));
    const started = Date.now();
    await expect(collect(llmFor(server.baseURL, [], 300).answer(ask('螺纹钢现在多少钱？')))).rejects.toThrow(
      'within 300 ms',
    );
    expect(Date.now() - started).toBeLessThan(3_000);
    await server.requests[0]?.closed;

    // A tool that never answers counts against the same limit.
    const waiting = await fakeOpenAi(calls('call_a', 'quote', '{"symbol":"rb"}'));
    const { tool } = quoteTool(() => new Promise(() => {}));
    await expect(collect(llmFor(waiting.baseURL, [tool], 300).answer(ask('螺纹钢？')))).rejects.toThrow(
      'within 300 ms',
    );
  });

  it('throws on an HTTP error, after one retry of a server error', async () => {
    const refused = await fakeOpenAi(failure(401, { message: 'Authentication Fails', type: 'authentication_error' }));
    await expect(collect(llmFor(refused.baseURL, []).answer(ask('螺纹钢？')))).rejects.toMatchObject({ status: 401 });
    expect(refused.requests).toHaveLength(1);

    const broken = { message: 'Internal error', type: 'server_error' };
    const failing = await fakeOpenAi(
      failure(500, broken, { 'retry-after-ms': '0' }),
      failure(500, broken, { 'retry-after-ms': '0' }),
    );
    await expect(collect(llmFor(failing.baseURL, []).answer(ask('螺纹钢？')))).rejects.toMatchObject({ status: 500 });
    expect(failing.requests).toHaveLength(2);
  });

  it('throws when the stream breaks, or ends, before the model finished', async () => {
    const cut = await fakeOpenAi((res) => {
      res.writeHead(200, sseHead);
      res.write(`data: ${JSON.stringify(chunk({ role: 'assistant', content: '螺纹钢' }))}\n\n`);
      setTimeout(() => res.socket?.destroy(), 20);
    });
    await expect(collect(llmFor(cut.baseURL, []).answer(ask('螺纹钢？')))).rejects.toThrow();

    // A proxy that gives up may end the response cleanly: no finish reason, no [DONE].
    const ended = await fakeOpenAi((res) => {
      res.writeHead(200, sseHead);
      res.end(`data: ${JSON.stringify(chunk({ role: 'assistant', content: '螺纹钢' }))}\n\n`);
    });
    await expect(collect(llmFor(ended.baseURL, []).answer(ask('螺纹钢？')))).rejects.toThrow(
      'before the model finished',
    );
  });

  it('sends the key, the model, stream: true, the tools’ schemas and the conversation', async () => {
    const server = await fakeOpenAi(says('螺纹钢最新价 3125'));
    const { tool } = quoteTool();
    const history = [{ question: '螺纹钢是什么？', answer: `螺纹钢是建筑用钢。\n\n${riskReminder}` }];
    await collect(llmFor(server.baseURL, [tool]).answer({ ...ask('它现在多少钱？'), history }));

    const [request] = server.requests;
    expect(request?.headers.authorization).toBe('Bearer sk-test-7f2d');
    expect(request?.body).toMatchObject({ model: 'deepseek-chat', stream: true, tool_choice: 'auto' });
    expect(request?.body.tools).toEqual([
      {
        type: 'function',
        function: {
          name: 'quote',
          description: '品种主力合约的最新行情',
          parameters: { type: 'object', properties: { symbol: { type: 'string' } }, required: ['symbol'] },
        },
      },
    ]);
    expect(request?.body.messages).toEqual([
      { role: 'system', content: systemPrompt },
      { role: 'user', content: '螺纹钢是什么？' },
      { role: 'assistant', content: '螺纹钢是建筑用钢。' },
      { role: 'user', content: '它现在多少钱？' },
    ]);
  });

  it('answers without tools after four rounds of calls', async () => {
    const round = (n: number) => calls(`call_${n}`, 'quote', '{"symbol":"rb"}');
    const server = await fakeOpenAi(round(1), round(2), round(3), round(4), says('螺纹钢最新价 3125'));
    const { tool, seen } = quoteTool();
    const events = await collect(llmFor(server.baseURL, [tool]).answer(ask('螺纹钢？')));

    expect(seen).toHaveLength(4);
    expect(events.at(-1)).toEqual({ kind: 'text', text: '螺纹钢最新价 3125' });
    expect(server.requests.map((request) => request.body.tool_choice)).toEqual([
      'auto',
      'auto',
      'auto',
      'auto',
      'none',
    ]);
  });

  it('names the model in its label', () => {
    expect(llmFor('http://127.0.0.1:1/v1', []).engine).toEqual({ kind: 'openai', label: 'deepseek-chat · 大模型' });
  });
});
