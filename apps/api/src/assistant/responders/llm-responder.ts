/**
 * The LLM responder: streams a reply from the configured model with the capture_lead tool. Any provider
 * failure (error status, broken stream, timeout, empty reply) is reported as a failure, never thrown, so the
 * caller can answer with the apology and keep the visitor's message. Output passes through the leak guard.
 */
import {
  stepCountIs,
  streamText,
  type LanguageModel,
  type ModelMessage,
  type SystemModelMessage,
  type ToolSet,
} from 'ai';
import type { Logger } from '../../lib/logger.js';
import { createLeakGuard } from '../leak-guard.js';
import { createCaptureLeadTool, type CapturedLead } from '../tools/capture-lead.js';

export type LlmReply =
  | { ok: true; text: string; captured: CapturedLead; isLeakBlocked: boolean }
  | { ok: false; reason: 'error' | 'timeout' | 'empty'; captured: CapturedLead; detail?: string };

export async function respondWithLlm(options: {
  model: LanguageModel;
  system: string | SystemModelMessage[];
  history: ModelMessage[];
  timeoutMs: number;
  logger: Logger;
  /** Must never appear in output (keys, canary). */
  secrets: string[];
  protectedTexts: { text: string; window: number }[];
  /** Said instead of a reply that would have leaked the prompt. */
  refusal: string;
  onDelta?: (text: string) => void;
  /** More tools beside capture_lead (the booking tools, when the visitor can book). */
  tools?: ToolSet;
}): Promise<LlmReply> {
  const captured: CapturedLead = {};
  const guard = createLeakGuard({ secrets: options.secrets, protectedTexts: options.protectedTexts });
  const controller = new AbortController();
  let isTimedOut = false;
  const timer = setTimeout(() => {
    isTimedOut = true;
    controller.abort();
  }, options.timeoutMs);
  let streamError: unknown;
  try {
    const result = streamText({
      model: options.model,
      system: options.system,
      messages: options.history,
      tools: { ...options.tools, capture_lead: createCaptureLeadTool(captured) },
      // check_availability, then book_appointment, then the answer: up to five steps with capture_lead.
      stopWhen: stepCountIs(options.tools ? 5 : 3),
      // No retry: a visitor is waiting, and the apology invites them to send again.
      maxRetries: 0,
      temperature: 0.2,
      maxOutputTokens: 600,
      abortSignal: controller.signal,
      onError: ({ error }) => {
        streamError = error;
      },
    });
    for await (const part of result.fullStream) {
      if (part.type === 'text-delta') {
        const safe = guard.push(part.text);
        if (guard.hasLeaked()) {
          controller.abort();
          break;
        }
        if (safe) options.onDelta?.(safe);
      } else if (part.type === 'error') {
        streamError = part.error;
      } else if (part.type === 'abort') {
        break;
      }
    }
  } catch (error) {
    streamError = error;
  } finally {
    clearTimeout(timer);
  }

  if (guard.hasLeaked()) {
    options.logger.warn('assistant reply withheld: it repeated protected prompt text');
    return { ok: true, text: options.refusal, captured, isLeakBlocked: true };
  }
  if (isTimedOut) return { ok: false, reason: 'timeout', captured };
  if (streamError) {
    options.logger.warn({ err: streamError }, 'language model failed');
    return {
      ok: false,
      reason: 'error',
      captured,
      detail: String((streamError as Error)?.message ?? streamError),
    };
  }
  const rest = guard.flush();
  if (rest) options.onDelta?.(rest);
  const text = guard.text().trim();
  if (!text) return { ok: false, reason: 'empty', captured };
  return { ok: true, text, captured, isLeakBlocked: false };
}
