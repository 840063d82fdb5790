import type { ChatCompletionFunctionTool, ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { z } from 'zod';
import { type AnswerInput, type AssistantTool, riskReminder } from './llm-provider';

/**
 * The rules the model answers by. The site's value is its own data, so every figure must come from a
 * tool; the routes let the model point the asker at the page that shows the figure; the risk
 * reminder is left out because the service appends it to every answer, whichever engine wrote it.
 */
export const systemPrompt = `你是 vce 期货网站的智能助手，回答用户关于期货品种、行情和规则的问题。

- 价格、点位、涨跌幅、机构观点、交易规则等一切数据，只能来自工具返回的结果，绝不编造任何数字。
- 工具没有返回所需的数据时，如实告诉用户本站暂无该数据，不要猜测或用常识补充。
- 不给出买入、卖出、开仓、平仓等操作建议，不预测价格走势。
- 用简洁的中文 Markdown 回答。
- 引用数据时，用 Markdown 链接指向本站页面：某个品种的 BBAS 分析为 [品种名](/bbasV3/details?symbol=品种代码)（如 /bbasV3/details?symbol=rb），BBAS 首页为 /bbasV3，看数据（行情数据看板）为 /monitoringDataV2，获取指标为 /vTargetV2，VIP 会员为 /vipV2，V粒商城为 /vli/shop。
- 不要在结尾附加风险提示，网站会统一加上。`;

/** The system prompt, the earlier turns as user/assistant pairs, then the question. */
export function openingMessages({ question, history }: Pick<AnswerInput, 'question' | 'history'>) {
  const messages: ChatCompletionMessageParam[] = [{ role: 'system', content: systemPrompt }];
  for (const turn of history) {
    // A stored answer may end with the site's reminder; seeing it in its own past answers, the model
    // would repeat it against the prompt.
    const answer = turn.answer.replace(riskReminder, '').trimEnd();
    messages.push({ role: 'user', content: turn.question }, { role: 'assistant', content: answer });
  }
  messages.push({ role: 'user', content: question });
  return messages;
}

/**
 * A tool as the model sees it. The schema describes what the model writes (zod's input side: a
 * field with a default is optional). `$schema` is dropped: the function's parameters are a bare
 * object schema, and some OpenAI-compatible servers refuse the key.
 */
export function functionTool(tool: AssistantTool): ChatCompletionFunctionTool {
  const { $schema: _dialect, ...parameters } = z.toJSONSchema(tool.parameters, { io: 'input' });
  return { type: 'function', function: { name: tool.name, description: tool.description, parameters } };
}
