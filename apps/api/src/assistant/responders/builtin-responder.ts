/**
 * The built-in responder (default, no network). Intent rules first (greeting, thanks, contact me, human, booking,
 * prompt injection), then the knowledge: the best FAQ answer when its match is strong, otherwise the most relevant
 * sentences of the best chunk with its page as the source, otherwise an honest "I don't have that information"
 * with an offer to call back. Every sentence about the business is copied from the knowledge, never composed.
 */
import type { Queryable } from '../../db/client.js';
import { detectIntents, isPromptInjection, stripPleasantries, type Intent } from '../intents.js';
import { retrieve, type Retrieval } from '../knowledge/retrieve.js';
import { selectAnswer } from '../knowledge/select-answer.js';
import { removeContactDetails, type ContactDetails } from '../lead-extraction.js';
import {
  bookingReply,
  callbackReply,
  contactPromiseAskingName,
  detailsReceivedReply,
  dontKnowReply,
  greetingReply,
  injectionReply,
  NAME_QUESTION,
  offerCallbackSuffix,
  thanksReply,
  unclearReply,
  type KnownContact,
} from '../replies.js';

export type BuiltinReplyKind =
  | 'greeting'
  | 'thanks'
  | 'injection'
  | 'details'
  | 'callback'
  | 'faq'
  | 'knowledge'
  | 'booking'
  | 'dont_know'
  | 'unclear';

export type BuiltinReply = { text: string; kind: BuiltinReplyKind; sourceUrl?: string };

type FixedKind = 'injection' | 'details' | 'thanks' | 'greeting' | 'callback';

/** The replies decided by rules alone, before any knowledge is read. */
function decideFixedReply(options: {
  message: string;
  newDetails: ContactDetails;
  intents: Set<Intent>;
}): FixedKind | undefined {
  const { message, intents } = options;
  if (isPromptInjection(message)) return 'injection';
  const rest = stripPleasantries(message);
  const hasNewDetails = Boolean(
    options.newDetails.phone || options.newDetails.email || options.newDetails.name,
  );
  if (!/[\p{L}\p{N}]/u.test(rest)) {
    if (hasNewDetails) return 'details';
    if (intents.has('thanks') && !intents.has('greeting')) return 'thanks';
    return 'greeting';
  }
  if (hasNewDetails && removeContactDetails(rest).split(/\s+/).filter(Boolean).length < 3) return 'details';
  if (intents.has('contact_me') || intents.has('human')) return 'callback';
  return undefined;
}

/** What the knowledge is searched for: the message without its greeting and thanks. */
export type KnowledgeQuery = { message: string };

/** What the built-in responder will do with a message: a rule's reply, or a knowledge search. */
export type BuiltinPlan =
  { fixed: FixedKind; query?: undefined } | { fixed?: undefined; query: KnowledgeQuery };

/**
 * Decides, from the message alone, whether rules answer it or which knowledge search it needs. Lets the caller start
 * the search while the visitor's message is being stored.
 */
export function planBuiltinReply(options: {
  message: string;
  newDetails: ContactDetails;
  intents?: Set<Intent>;
}): BuiltinPlan {
  const intents = options.intents ?? detectIntents(options.message);
  const fixed = decideFixedReply({ message: options.message, newDetails: options.newDetails, intents });
  if (fixed) return { fixed };
  return { query: { message: stripPleasantries(options.message) } };
}

/** Answers one visitor message with rules and the website's knowledge. */
export async function respondWithBuiltin(options: {
  db: Queryable;
  websiteId: string;
  businessName: string;
  message: string;
  /** Contact details known after this message was read (stored ones merged with new ones). */
  contact: KnownContact;
  /** Details found in this message. */
  newDetails: ContactDetails;
  intents?: Set<Intent>;
  /** The plan of `planBuiltinReply` and its search, when the caller already made them. */
  plan?: BuiltinPlan;
  retrieval?: Promise<Retrieval>;
}): Promise<BuiltinReply> {
  const { db, websiteId, businessName, message, contact } = options;
  const intents = options.intents ?? detectIntents(message);
  const plan = options.plan ?? planBuiltinReply({ message, newDetails: options.newDetails, intents });
  if (plan.fixed === 'injection') return { text: injectionReply({ businessName }), kind: 'injection' };
  if (plan.fixed === 'details')
    return { text: detailsReceivedReply({ businessName, contact }), kind: 'details' };
  if (plan.fixed === 'thanks') return { text: thanksReply(), kind: 'thanks' };
  if (plan.fixed === 'greeting') return { text: greetingReply({ businessName, contact }), kind: 'greeting' };
  // The visitor has just given a way to reach them and no name is known: a reply that promises the call asks whom to
  // ask for (the next message is then read as the name, `readAnsweredName`).
  const askName = Boolean(options.newDetails.phone || options.newDetails.email) && !contact.name?.trim();
  const withNameQuestion = (text: string) => (askName ? `${text} ${NAME_QUESTION}` : text);
  if (plan.fixed === 'callback')
    return { text: withNameQuestion(callbackReply({ businessName, contact })), kind: 'callback' };

  const retrieval = await (options.retrieval ?? retrieve({ db, websiteId, message: plan.query!.message }));
  const selected = selectAnswer(retrieval);
  const answer = selected && {
    text: selected.text,
    sourceUrl: selected.passage.kind === 'page' && selected.passage.url ? selected.passage.url : undefined,
    isFaq: selected.passage.kind === 'faq',
  };

  if (intents.has('booking')) {
    const follow = withNameQuestion(bookingReply({ businessName, contact }));
    if (!answer) return { text: follow, kind: 'booking' };
    return { text: `${withSource(answer)}\n\n${follow}`, kind: 'booking', sourceUrl: answer.sourceUrl };
  }
  if (!answer) {
    const hasTopic = retrieval.concepts.length > 0 || retrieval.answerTypes.length > 0;
    if (!hasTopic && !intents.has('service_need'))
      return { text: unclearReply({ businessName }), kind: 'unclear' };
    const text = dontKnowReply({ businessName, contact });
    // Only where it promises a call back at a number; with an email alone it asks for the number instead.
    return { text: contact.phone ? withNameQuestion(text) : text, kind: 'dont_know' };
  }
  let text = withSource(answer);
  if (intents.has('service_need') && !contact.phone && !contact.email)
    text += `\n\n${offerCallbackSuffix({ businessName })}`;
  else if (askName) text += `\n\n${contactPromiseAskingName({ businessName, contact })}`;
  return { text, kind: answer.isFaq ? 'faq' : 'knowledge', sourceUrl: answer.sourceUrl };
}

function withSource(answer: { text: string; sourceUrl?: string }): string {
  return answer.sourceUrl ? `${answer.text}\n\nSource: ${answer.sourceUrl}` : answer.text;
}
