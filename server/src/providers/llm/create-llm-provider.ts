import type { Config } from '../../config';
import type { LlmProvider } from './llm-provider';
import { createOfflineCoach } from './offline-coach/offline-coach';
import { createOpenAiCompatibleProvider } from './openai-compatible';

/** A language model when LLM_BASE_URL is set, otherwise the built-in offline coach. */
export function createLlmProvider(llm: Config['llm']): LlmProvider {
  if (!llm.baseUrl || !llm.model) return createOfflineCoach();
  return createOpenAiCompatibleProvider({ baseUrl: llm.baseUrl, apiKey: llm.apiKey, model: llm.model, timeoutMs: llm.timeoutMs });
}
