/**
 * Drafts of a reply to a review. With a language model configured (the assistant's provider layer), the draft is
 * written from the review, its stars and the business's own knowledge; without one, or when the model fails, it
 * comes from rating-aware templates that use only the reviewer's first name and the business's name, so nothing is
 * invented. Each draft says where it came from, and the screen shows it (docs/decisions/0108).
 */
import { streamText } from 'ai';
import { GMB_REPLY_MAX_BYTES, utf8ByteLength, type GmbDraft } from '@leadchat/contract';
import type { Config } from '../../config.js';
import type { Queryable } from '../../db/client.js';
import type { Logger } from '../../lib/logger.js';
import { getLanguageModel } from '../../assistant/providers/language-model.js';
import { buildModelContext, wholeSiteBudget } from '../../assistant/model-context.js';

export type ReviewForDraft = { reviewerName: string | null; rating: number; reviewText: string | null };

/** The reviewer's first name, or null for anonymous reviewers and names that aren't names. */
export function reviewerFirstName(name: string | null): string | null {
  const first = name?.trim().split(/\s+/)[0];
  if (!first || /^(a|an)$/i.test(first) || /google user/i.test(name ?? '')) return null;
  return first.replace(/[^\p{L}\p{M}'’-]/gu, '').slice(0, 40) || null;
}

type Parts = { hello: string; business: string };

/** Built-in templates per star rating; each only thanks, apologises or invites contact (no facts). */
const BUILT_IN: Record<'positive' | 'neutral' | 'negative', ((p: Parts) => string)[]> = {
  positive: [
    (p) =>
      `${p.hello} thank you for the great review! We're glad you chose ${p.business}, and we look forward to helping you again.`,
    (p) =>
      `${p.hello} thanks so much for taking the time to share your experience. It means a lot to everyone at ${p.business}.`,
    (p) => `${p.hello} we really appreciate your kind words. Thank you for choosing ${p.business}!`,
  ],
  neutral: [
    (p) =>
      `${p.hello} thank you for your feedback. We'd like to hear how ${p.business} could have done better, so please get in touch with us directly.`,
  ],
  negative: [
    (p) =>
      `${p.hello} we're sorry your experience with ${p.business} fell short. We'd like to make this right, so please contact us directly and we'll look into it.`,
    (p) =>
      `${p.hello} thank you for letting us know, and we apologise. Please get in touch with ${p.business} directly so we can understand what happened and put it right.`,
  ],
};

function tone(rating: number): keyof typeof BUILT_IN {
  return rating >= 4 ? 'positive' : rating === 3 ? 'neutral' : 'negative';
}

/** Fills an owner's template: {first_name} ("there" for anonymous reviewers) and {business_name}. */
export function fillOwnerTemplate(template: string, review: ReviewForDraft, businessName: string): string {
  return template
    .replaceAll('{first_name}', reviewerFirstName(review.reviewerName) ?? 'there')
    .replaceAll('{business_name}', businessName);
}

/** A template draft; `rotation` picks among the variants (automations pass a counter so replies differ). */
export function templateDraft(options: {
  review: ReviewForDraft;
  businessName: string;
  ownerTemplates?: string[];
  rotation?: number;
}): string {
  const { review, businessName } = options;
  const rotation = Math.max(0, options.rotation ?? 0);
  if (options.ownerTemplates?.length) {
    return fillOwnerTemplate(
      options.ownerTemplates[rotation % options.ownerTemplates.length]!,
      review,
      businessName,
    );
  }
  const first = reviewerFirstName(review.reviewerName);
  const variants = BUILT_IN[tone(review.rating)];
  const text = variants[rotation % variants.length]!({
    hello: first ? `Hi ${first},` : 'Hi,',
    business: businessName,
  });
  // "Hi, we're…" reads better as "Hi! We're…" without a name.
  return first ? text : text.replace(/^Hi, (\p{Ll})/u, (_m, c: string) => `Hi! ${c.toUpperCase()}`);
}

/** Cuts a reply to Google's byte limit at a word boundary. */
export function fitReplyLimit(text: string): string {
  if (utf8ByteLength(text) <= GMB_REPLY_MAX_BYTES) return text;
  let cut = text;
  while (utf8ByteLength(cut) > GMB_REPLY_MAX_BYTES - 3) cut = cut.slice(0, Math.floor(cut.length * 0.95));
  return `${cut.replace(/\s+\S*$/, '')}…`;
}

const SYSTEM = [
  'You write the reply a local business owner posts under a Google review of their business.',
  'Write in the first person plural ("we"), in the language of the review, warm and brief: two to four sentences.',
  "Thank the reviewer, by first name when given. For 1–3 stars apologise without excuses and invite them to contact the business directly; don't argue.",
  'Use ONLY facts from the review and the BUSINESS KNOWLEDGE. Never invent names of staff, prices, offers, dates, or promises.',
  "Never include phone numbers, email addresses or links unless they appear in the business knowledge. Don't ask for a better rating.",
  'Answer with the reply text only: no quotes, no greeting line of your own like "Reply:", no signature placeholder.',
].join('\n');

async function aiDraft(options: {
  config: Config;
  db: Queryable;
  websiteId: string;
  review: ReviewForDraft;
  businessName: string;
}): Promise<string> {
  const model = getLanguageModel(options.config);
  if (!model) throw new Error('no model');
  const { review } = options;
  const knowledge = review.reviewText
    ? (
        await buildModelContext({
          db: options.db,
          websiteId: options.websiteId,
          message: review.reviewText,
          wholeSiteChars: wholeSiteBudget(options.config),
        })
      ).text
    : '(no review text)';
  const prompt = [
    `BUSINESS: ${options.businessName}`,
    `REVIEWER FIRST NAME: ${reviewerFirstName(review.reviewerName) ?? '(anonymous)'}`,
    `STARS: ${review.rating} of 5`,
    `REVIEW: ${review.reviewText?.slice(0, 4000) || '(the reviewer left stars without text)'}`,
    '',
    'BUSINESS KNOWLEDGE:',
    knowledge,
  ].join('\n');
  const result = streamText({
    model,
    system: SYSTEM,
    prompt,
    maxRetries: 0,
    temperature: 0.4,
    maxOutputTokens: 400,
    abortSignal: AbortSignal.timeout(options.config.LLM_TIMEOUT_MS),
    onError: () => {},
  });
  let text = '';
  for await (const part of result.fullStream) {
    if (part.type === 'text-delta') text += part.text;
    else if (part.type === 'error') throw part.error instanceof Error ? part.error : new Error('model error');
  }
  const cleaned = text
    .trim()
    .replace(/^["“]|["”]$/g, '')
    .trim();
  if (!cleaned) throw new Error('empty draft');
  return fitReplyLimit(cleaned);
}

/** A draft for the reply editor or an automation: AI when configured and working, else a template. */
export async function draftReply(options: {
  config: Config;
  db: Queryable;
  logger: Logger;
  websiteId: string;
  review: ReviewForDraft;
  businessName: string;
  ownerTemplates?: string[];
  rotation?: number;
  /** False: templates even with a model (an automation set to templates). */
  useAi?: boolean;
}): Promise<GmbDraft> {
  const hasModel = getLanguageModel(options.config) !== undefined;
  const template = () =>
    templateDraft({
      review: options.review,
      businessName: options.businessName,
      ownerTemplates: options.ownerTemplates,
      rotation: options.rotation,
    });
  if (options.useAi === false) return { text: template(), source: 'template', note: null };
  if (!hasModel) {
    return {
      text: template(),
      source: 'template',
      note: 'No AI model is configured on this server, so this draft comes from a template.',
    };
  }
  try {
    return { text: await aiDraft(options), source: 'ai', note: null };
  } catch (error) {
    options.logger.warn({ err: error }, 'AI review reply draft failed; using a template');
    return {
      text: template(),
      source: 'template',
      note: "The AI model didn't answer, so this draft comes from a template.",
    };
  }
}
