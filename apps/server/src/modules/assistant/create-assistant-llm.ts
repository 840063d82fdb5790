import type { FastifyInstance } from 'fastify';
import { createBuiltinLlm } from '../../providers/llm/builtin/builtin-llm';
import type { LlmProvider } from '../../providers/llm/llm-provider';
import { createOpenAiLlm } from '../../providers/llm/openai-llm';
import { assistantToolsOf } from './assistant-tools';
import { createLessonSource } from './lesson-source';
import { createMarketDesk } from './market-desk';

/**
 * The `llm` provider chosen by LLM_PROVIDER (DESIGN.md §5). Made here rather than with the other
 * providers: both engines read the site's data through the market and BBAS calls, which exist only
 * once those areas are registered.
 */
export function createAssistantLlm(app: FastifyInstance): LlmProvider {
  const { config } = app;
  const desk = createMarketDesk(app);
  const lessons = createLessonSource(app);
  if (config.LLM_PROVIDER === 'openai') {
    app.log.info({ model: config.LLM_MODEL }, 'LLM_PROVIDER=openai: the assistant answers with a model');
    return createOpenAiLlm({
      baseURL: config.LLM_BASE_URL ?? '',
      apiKey: config.LLM_API_KEY ?? '',
      model: config.LLM_MODEL ?? '',
      timeoutMs: config.LLM_TIMEOUT_SECONDS * 1000,
      tools: assistantToolsOf(desk, lessons),
    });
  }
  return createBuiltinLlm({ desk, lessons, paceMs: config.ASSISTANT_PACE_MS });
}
