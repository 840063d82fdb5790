import OpenAI from 'openai';
import type { ChatCompletionChunk, ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { AnswerEvent, AssistantTool, LlmProvider } from './llm-provider';
import { functionTool, openingMessages } from './openai-prompt';
import { createToolCallAssembler, describeCall, runCall } from './openai-tool-calls';

export interface OpenAiLlmOptions {
  /** The OpenAI-compatible endpoint, e.g. https://api.deepseek.com/v1. */
  baseURL: string;
  apiKey: string;
  model: string;
  /** The longest a whole answer may take, every round of tool calls included. */
  timeoutMs: number;
  /** The site's data the model may read. */
  tools: AssistantTool[];
  fetch?: typeof fetch;
}

/** Rounds of tool calls before the model must answer with what it has gathered. */
const maxToolRounds = 4;

/**
 * The `openai` engine: a large model behind an OpenAI-compatible chat-completions API (OpenAI,
 * DeepSeek, Qwen, vLLM…), reading the site's figures through tools and streaming its answer.
 */
export function createOpenAiLlm(options: OpenAiLlmOptions): LlmProvider {
  const client = new OpenAI({
    baseURL: options.baseURL,
    apiKey: options.apiKey,
    fetch: options.fetch,
    // A request refused before anything streamed (429, 5xx, a dropped connection) is worth one more
    // try; the asker is waiting, and the whole answer stays within timeoutMs anyway.
    maxRetries: 1,
  });
  const tools = new Map(options.tools.map((tool) => [tool.name, tool]));
  const definitions = options.tools.map(functionTool);

  /** Asks, runs the tools the model calls, and asks again until the model answers. */
  async function* rounds(messages: ChatCompletionMessageParam[], stop: AbortSignal): AsyncGenerator<AnswerEvent> {
    for (let round = 0; ; round++) {
      const mayCallTools = round < maxToolRounds;
      const stream = await client.chat.completions.create(
        {
          model: options.model,
          messages,
          stream: true,
          // The last round keeps the definitions (the conversation holds calls of them) but forbids
          // calling them, so the model answers from what it has.
          ...(definitions.length > 0 && { tools: definitions, tool_choice: mayCallTools ? 'auto' : 'none' }),
        },
        { signal: stop },
      );
      const assembler = createToolCallAssembler(round);
      let text = '';
      let finished = false;
      for await (const chunk of stream) {
        const choice = chunk.choices[0];
        if (!choice) continue;
        const reasoning = reasoningOf(choice.delta);
        if (reasoning) yield { kind: 'thought', text: reasoning };
        if (choice.delta.content) {
          text += choice.delta.content;
          yield { kind: 'text', text: choice.delta.content };
        }
        assembler.add(choice.delta.tool_calls);
        if (choice.finish_reason) finished = true;
      }
      // Every compatible server ends a choice with a finish reason: a stream without one was cut, or
      // stopped (the SDK ends an aborted stream quietly; answer() tells the two apart).
      if (!finished) throw new Error('openai llm: the stream ended before the model finished');
      const calls = assembler.calls();
      if (calls.length === 0 || !mayCallTools) return;
      for (const call of calls) yield { kind: 'thought', text: describeCall(call) };
      const results = await untilAborted(Promise.all(calls.map((call) => runCall(call, tools))), stop);
      messages.push({ role: 'assistant', content: text || null, tool_calls: calls }, ...results);
    }
  }

  return {
    engine: { kind: 'openai', label: `${options.model} · 大模型` },
    async *answer({ question, history, signal }) {
      const deadline = AbortSignal.timeout(options.timeoutMs);
      const stop = AbortSignal.any([signal, deadline]);
      try {
        for await (const event of rounds(openingMessages({ question, history }), stop)) {
          // Nothing more reaches an asker who stopped, even an event already read.
          if (stop.aborted) break;
          yield event;
        }
      } catch (error) {
        // Stopping makes the SDK throw an abort error: not a failure of the engine.
        if (!stop.aborted) throw error;
      }
      if (deadline.aborted && !signal.aborted) {
        throw new Error(`openai llm: no complete answer within ${options.timeoutMs} ms`);
      }
    },
  };
}

/**
 * The model's reasoning, outside the SDK's types: DeepSeek, Qwen and older vLLM stream it as
 * `reasoning_content`, OpenRouter and newer vLLM as `reasoning`.
 */
function reasoningOf(delta: ChatCompletionChunk.Choice.Delta): string | undefined {
  const extra = delta as { reasoning_content?: unknown; reasoning?: unknown };
  const reasoning = extra.reasoning_content ?? extra.reasoning;
  return typeof reasoning === 'string' && reasoning !== '' ? reasoning : undefined;
}

/** A tool takes no signal: the answer stops waiting for it when stopped or out of time. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
