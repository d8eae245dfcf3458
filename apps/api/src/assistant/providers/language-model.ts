/**
 * The configured chat model (Vercel AI SDK), or undefined when LLM_PROVIDER is unset and the built-in
 * responder answers. One model object per configuration.
 */
import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LanguageModel } from 'ai';
import type { Config } from '../../config.js';

const models = new WeakMap<Config, LanguageModel>();

export function getLanguageModel(config: Config): LanguageModel | undefined {
  if (!config.LLM_PROVIDER) return undefined;
  const cached = models.get(config);
  if (cached) return cached;
  let model: LanguageModel;
  if (config.LLM_PROVIDER === 'anthropic') {
    const anthropic = createAnthropic({
      apiKey: config.LLM_API_KEY ?? '',
      ...(config.LLM_BASE_URL ? { baseURL: config.LLM_BASE_URL } : {}),
    });
    model = anthropic(config.LLM_MODEL ?? 'claude-haiku-4-5');
  } else {
    // OpenAI, Ollama, vLLM, llama.cpp server, LM Studio, OpenRouter: all speak /chat/completions.
    const provider = createOpenAICompatible({
      name: 'llm',
      baseURL: config.LLM_BASE_URL ?? 'https://api.openai.com/v1',
      ...(config.LLM_API_KEY ? { apiKey: config.LLM_API_KEY } : {}),
    });
    model = provider.chatModel(config.LLM_MODEL ?? 'gpt-4o-mini');
  }
  models.set(config, model);
  return model;
}
