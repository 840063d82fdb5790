import type {
  ChatCompletionChunk,
  ChatCompletionMessageFunctionToolCall,
  ChatCompletionToolMessageParam,
} from 'openai/resources/chat/completions';
import { z } from 'zod';
import type { AssistantTool } from './llm-provider';

type ToolCallDelta = ChatCompletionChunk.Choice.Delta.ToolCall;

/**
 * Assembles the tool calls of one streamed response. A call arrives in fragments keyed by its
 * index: the id and name usually in the first, the arguments JSON split across any number.
 */
export function createToolCallAssembler(round: number) {
  const calls = new Map<number, { id: string; name: string; arguments: string }>();
  return {
    add(deltas: ToolCallDelta[] | undefined) {
      for (const delta of deltas ?? []) {
        let call = calls.get(delta.index);
        if (!call) calls.set(delta.index, (call = { id: '', name: '', arguments: '' }));
        if (delta.id) call.id = delta.id;
        if (delta.function?.name) call.name = delta.function.name;
        call.arguments += delta.function?.arguments ?? '';
      }
    },
    /** The complete calls, in order. Some compatible servers send no id: the tool message needs one. */
    calls(): ChatCompletionMessageFunctionToolCall[] {
      return [...calls.entries()]
        .sort(([a], [b]) => a - b)
        .map(([index, call]) => ({
          id: call.id || `call_${round}_${index}`,
          type: 'function',
          function: { name: call.name, arguments: call.arguments },
        }));
    },
  };
}

/** "调用工具 quote(symbol=rb)\n", a step of the deep-think block. */
export function describeCall(call: ChatCompletionMessageFunctionToolCall) {
  const args = parseArguments(call.function.arguments);
  const shown =
    args.ok && isRecord(args.value)
      ? Object.entries(args.value)
          .map(([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`)
          .join(', ')
      : call.function.arguments;
  return `调用工具 ${call.function.name}(${shown})\n`;
}

/**
 * Runs one call and words its result for the model. A mistake of the model (an unknown tool, bad
 * JSON, arguments the schema refuses) and a tool's own failure become an `{ error }` result the
 * model can read and correct or explain, rather than failing the whole answer.
 */
export async function runCall(
  call: ChatCompletionMessageFunctionToolCall,
  tools: ReadonlyMap<string, AssistantTool>,
): Promise<ChatCompletionToolMessageParam> {
  const reply = (result: unknown): ChatCompletionToolMessageParam => ({
    role: 'tool',
    tool_call_id: call.id,
    content: JSON.stringify(result) ?? 'null',
  });
  const tool = tools.get(call.function.name);
  if (!tool) return reply({ error: `没有名为 ${call.function.name} 的工具` });
  const args = parseArguments(call.function.arguments);
  if (!args.ok) return reply({ error: `参数不是合法的 JSON：${call.function.arguments}` });
  const parsed = tool.parameters.safeParse(args.value);
  if (!parsed.success) return reply({ error: `参数不符合要求：${z.prettifyError(parsed.error)}` });
  try {
    return reply(await tool.run(parsed.data));
  } catch (error) {
    return reply({ error: error instanceof Error ? error.message : String(error) });
  }
}

/** Models send "" for a call without arguments. */
function parseArguments(text: string): { ok: true; value: unknown } | { ok: false } {
  if (text.trim() === '') return { ok: true, value: {} };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
