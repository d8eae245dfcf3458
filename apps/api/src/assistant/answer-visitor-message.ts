/**
 * The assistant's one entry point (chat endpoint, onboarding test, WhatsApp): stores the visitor's message,
 * answers it with the LLM responder when one is configured or the built-in responder otherwise, stores the reply
 * and updates the lead. A provider failure becomes the apology; the visitor's message is always kept.
 */
import { CHAT_APOLOGY } from '@leadchat/contract';
import type { CountryCode } from 'libphonenumber-js';
import type { Config } from '../config.js';
import type { Queryable } from '../db/client.js';
import { notFound } from '../lib/app-error.js';
import type { Logger } from '../lib/logger.js';
import {
  findWebsiteForAssistant,
  listRecentMessages,
  publishVisitorMessage,
  storeAssistantReply,
  storeVisitorMessage,
  type ConversationState,
  type WebsiteForAssistant,
} from './conversation-store.js';
import { detectIntents, type Intent } from './intents.js';
import { retrieve } from './knowledge/retrieve.js';
import {
  extractContactDetails,
  findDetailCorrections,
  readAnsweredName,
  type ContactDetails,
} from './lead-extraction.js';
import { intentsFromReasons, isLead, scoreLead } from './lead-scoring.js';
import { PROMPT_CANARY, buildSystemPrompt, systemForProvider } from './prompt.js';
import { getLanguageModel } from './providers/language-model.js';
import { injectionReply } from './replies.js';
import { planBuiltinReply, respondWithBuiltin } from './responders/builtin-responder.js';
import { respondWithLlm } from './responders/llm-responder.js';
import { buildModelContext, wholeSiteBudget } from './model-context.js';
import type { CapturedLead } from './tools/capture-lead.js';
import type { ChatBookingOffer } from '@leadchat/contract';
import { answerBookingByNumber } from './booking-by-number.js';
import { bookTappedSlot, canBookOnline, createBookingTools, offerBookingInChat } from './booking-in-chat.js';
import type { AssistantDeps, VisitorMessage } from './visitor-message.js';
import { buildHistoryWithHumanPart } from './human-handover.js';
import { alertOwnerOfHumanRequest } from '../features/live-chat/human-request-alert.js';
import { recordHumanRequest } from '../features/live-chat/live-chat.service.js';
import { answerFollowUpRequest, smsConsentQuestionToAsk } from '../features/outbound/chat-follow-ups.js';

const HISTORY_LIMIT = 20;
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type AnswerSource = 'web' | 'whatsapp' | 'test';

export type AnswerResult = {
  conversationId: string;
  response: string;
  isLeadCaptured: boolean;
  /** Set when the reply is the apology because the model failed. */
  failure?: { code: 'ASSISTANT_UNAVAILABLE'; message: string };
  /**
   * Live chat (issue 17): a person from the business has the conversation, so the assistant said nothing
   * (`response` is empty): the message was stored and shown to them, or the reply was dropped because they took
   * over while it was being produced.
   */
  isHumanMode?: boolean;
  /** Booking times to show as buttons, or the owner's booking link (issue 11: booking-in-chat.ts). */
  booking?: ChatBookingOffer;
};

/** Answers one visitor message end to end. Throws NOT_FOUND for an unknown/inactive website or a foreign conversation. */
export async function answerVisitorMessage(
  options: AssistantDeps &
    VisitorMessage & {
      source: AnswerSource;
      /** The website, when the caller already loaded it (the chat route does, for its limits). */
      website?: WebsiteForAssistant;
    },
): Promise<AnswerResult> {
  const { db, config, logger } = options;
  const started = performance.now();
  const website = options.website ?? (await findWebsiteForAssistant({ db, websiteId: options.websiteId }));
  if (!website || !website.isActive || website.id !== options.websiteId) throw notFound('Website');

  const message = options.message.trim();
  const defaultCountry = config.PHONE_DEFAULT_COUNTRY as CountryCode;
  const details = extractContactDetails(message, { defaultCountry });
  const prechatEmail = options.visitorData?.email?.trim();
  const intents = detectIntents(message);
  const model = getLanguageModel(config);
  // The built-in responder's search only reads knowledge: it runs while the visitor's message is being stored
  // (the reply itself is still produced after the message is committed).
  const plan = model ? undefined : planBuiltinReply({ message, newDetails: details, intents });
  // The message read as a name, in case it answers the assistant's "Who should they ask for?" (the store decides).
  const answerAsName = details.name ? undefined : readAnsweredName(message);
  const retrieval = plan?.query
    ? retrieve({ db, websiteId: website.id, message: plan.query.message })
    : undefined;
  retrieval?.catch(() => undefined); // awaited below; never an unhandled rejection if storing fails first
  const conversation = await storeVisitorMessage({
    db,
    websiteId: website.id,
    visitorId: options.visitorId,
    conversationId: options.conversationId,
    content: message,
    source: options.source === 'whatsapp' ? 'whatsapp' : 'web',
    prechat: {
      name: options.visitorData?.name?.trim().slice(0, 200),
      email: prechatEmail && EMAIL_SHAPE.test(prechatEmail) ? prechatEmail.toLowerCase() : undefined,
    },
    details,
    // "sorry, it's 555-0107 not 0170", "example.com not exmaple", "*Rodrigo": applied in the same statement.
    corrections: findDetailCorrections(message, details),
    // A reply to the assistant's "Who should they ask for?": filed as the name only after that question.
    nameIfAsked: answerAsName,
  });
  if (!conversation) throw notFound('Conversation');
  options.onConversation?.(conversation.id);
  if (conversation.mode === 'human') {
    // A person from the business has the conversation: the message is stored and shown to them, unanswered.
    await publishVisitorMessage({
      db,
      websiteId: website.id,
      conversationId: conversation.id,
      isNewConversation: conversation.isNew,
    });
    return {
      conversationId: conversation.id,
      response: '',
      isLeadCaptured: conversation.isLeadCaptured,
      isHumanMode: true,
    };
  }
  // A model reply can take seconds: its visitor message is published at once. The built-in reply follows within
  // milliseconds, so its statement publishes both (one round trip less).
  const published = model
    ? publishVisitorMessage({
        db,
        websiteId: website.id,
        conversationId: conversation.id,
        isNewConversation: conversation.isNew,
      }).catch((error: unknown) => logger.warn({ err: error }, 'publishing the visitor message failed'))
    : undefined;

  // The visitor answered the assistant's "Who should they ask for?" and the name was filed: thanked for it, by name.
  const answeredName = conversation.isNameAnswered ? answerAsName : undefined;
  const newDetails = answeredName ? { ...details, name: answeredName } : details;

  const contact = {
    name: conversation.visitorName,
    email: conversation.visitorEmail,
    phone: conversation.visitorPhone,
  };

  let response: string;
  let captured: CapturedLead = {};
  let failure: AnswerResult['failure'];
  let booking: ChatBookingOffer | undefined;
  // Issue 10: the visitor's answer to the texts question, or a request for the transcript (chat-follow-ups.ts).
  const followUpReply =
    options.source === 'web' && !options.slotToken
      ? await answerFollowUpRequest({
          db,
          config,
          websiteId: website.id,
          conversationId: conversation.id,
          message,
          clientIp: options.clientIp,
        })
      : undefined;
  // The widget shows slot buttons; WhatsApp gets a numbered list and books the number the visitor replies with.
  const bookingReply = followUpReply
    ? undefined
    : options.slotToken
      ? await bookTappedSlot({
          db,
          config,
          logger,
          websiteId: website.id,
          conversationId: conversation.id,
          visitorId: options.visitorId,
          clientIp: options.clientIp,
          visitorTimezone: options.visitorTimezone,
          slotToken: options.slotToken,
        })
      : !model && options.source === 'web' && intents.has('booking') && !intents.has('human')
        ? await offerBookingInChat({
            db,
            config,
            logger,
            websiteId: website.id,
            businessName: website.name,
            visitorTimezone: options.visitorTimezone,
          })
        : !model && options.source === 'whatsapp' && !intents.has('human')
          ? await answerBookingByNumber({
              db,
              config,
              logger,
              websiteId: website.id,
              businessName: website.name,
              conversationId: conversation.id,
              visitorId: options.visitorId,
              message,
              hasEmail: Boolean(contact.email),
              isBookingRequest: intents.has('booking'),
            })
          : undefined;
  if (followUpReply) {
    response = followUpReply.reply;
  } else if (bookingReply) {
    response = bookingReply.text;
    booking = bookingReply.booking;
  } else if (intents.has('human')) {
    // Asked for a person: the owner is alerted and the visitor told honestly when to expect an answer.
    const request = await recordHumanRequest({
      db,
      websiteId: website.id,
      conversationId: conversation.id,
      contact: { email: contact.email, phone: contact.phone },
    });
    response = request.reply;
    if (request.isFirstRequest) {
      await alertOwnerOfHumanRequest({
        db,
        config,
        logger,
        websiteId: website.id,
        conversationId: conversation.id,
      });
    }
  } else if (model) {
    const reply = await answerWithModel({
      db,
      config,
      logger,
      website,
      conversation,
      message,
      onDelta: options.onDelta,
      booking:
        (options.source === 'web' || options.source === 'whatsapp') &&
        (await canBookOnline({ db, websiteId: website.id }))
          ? {
              visitorId: options.visitorId,
              clientIp: options.clientIp,
              visitorTimezone: options.visitorTimezone,
            }
          : undefined,
    });
    captured = reply.captured;
    booking = reply.booking;
    if (reply.ok) {
      response = reply.text;
    } else {
      response = CHAT_APOLOGY;
      failure = { code: 'ASSISTANT_UNAVAILABLE', message: 'The assistant could not answer right now.' };
    }
  } else {
    const reply = await respondWithBuiltin({
      db,
      websiteId: website.id,
      businessName: website.name,
      message,
      contact,
      newDetails,
      intents,
      plan: answeredName ? { fixed: 'details' } : plan,
      retrieval,
    });
    response = reply.text;
  }

  // The first message that shows what the visitor needs is kept as the lead's need.
  if (
    !conversation.visitorNeed &&
    !captured.need &&
    (intents.has('service_need') || intents.has('booking'))
  ) {
    captured = { ...captured, need: message.slice(0, 500) };
  }
  const lead = decideLead({ conversation, intents, details: newDetails, captured });
  // A lead with a phone on a website that texts follow-ups is asked once for a clear yes (chat-follow-ups.ts).
  const consentQuestion =
    options.source === 'web' && !followUpReply && !failure && lead.isLeadCaptured
      ? await smsConsentQuestionToAsk({
          db,
          websiteId: website.id,
          conversationId: conversation.id,
          phone: captured.phone ?? conversation.visitorPhone,
        })
      : undefined;
  if (consentQuestion) response = `${response}\n\n${consentQuestion}`;
  await published; // the reply's event must not overtake the message's
  const { isStored } = await storeAssistantReply({
    db,
    conversationId: conversation.id,
    content: response,
    responseTimeMs: Math.round(performance.now() - started),
    captured,
    isLeadCaptured: lead.isLeadCaptured,
    isNewlyCaptured: lead.isLeadCaptured && !conversation.isLeadCaptured,
    ownerEvents: ownerEventsOf({
      isNewlyCaptured: lead.isLeadCaptured && !conversation.isLeadCaptured,
      isLead: lead.isLeadCaptured,
      intents,
    }),
    score: lead.score,
    reasons: lead.reasons,
    visitorEvents: published ? undefined : { isNewConversation: conversation.isNew },
    modeVersion: conversation.modeVersion,
  });
  if (!isStored) {
    // A person took over while the reply was being produced: it is dropped, never shown after theirs.
    if (!published) {
      await publishVisitorMessage({
        db,
        websiteId: website.id,
        conversationId: conversation.id,
        isNewConversation: conversation.isNew,
      });
    }
    return {
      conversationId: conversation.id,
      response: '',
      isLeadCaptured: conversation.isLeadCaptured,
      isHumanMode: true,
    };
  }
  // Without a model the reply comes whole; it is shown only once stored (a takeover could have dropped it).
  if (!model || intents.has('human') || followUpReply) options.onDelta?.(response);
  else if (consentQuestion) options.onDelta?.(`\n\n${consentQuestion}`);
  return {
    conversationId: conversation.id,
    response,
    isLeadCaptured: lead.isLeadCaptured || conversation.isLeadCaptured,
    failure,
    booking,
  };
}

async function answerWithModel(options: {
  db: Queryable;
  config: Config;
  logger: Logger;
  website: WebsiteForAssistant;
  conversation: ConversationState;
  message: string;
  onDelta?: (text: string) => void;
  /** The widget's visitor: the model may offer and book slots (booking-in-chat.ts). */
  booking?: { visitorId: string; clientIp?: string; visitorTimezone?: string };
}) {
  const { db, config, website, conversation, message } = options;
  const model = getLanguageModel(config)!;
  const [context, recent] = await Promise.all([
    buildModelContext({ db, websiteId: website.id, message, wholeSiteChars: wholeSiteBudget(config) }),
    listRecentMessages({ db, conversationId: conversation.id, limit: HISTORY_LIMIT }),
  ]);
  const {
    stable,
    conversation: aboutVisitor,
    rules,
  } = buildSystemPrompt({
    botName: website.botName,
    businessName: website.name,
    domain: website.domain,
    aiInstructions: website.aiInstructions,
    contact: {
      name: conversation.visitorName,
      email: conversation.visitorEmail,
      phone: conversation.visitorPhone,
      company: conversation.visitorCompany,
    },
    context: context.text,
  });
  // The part a person from the business handled reaches the model as what was said, plus a factual note.
  const { history, note } = buildHistoryWithHumanPart(recent);
  const system = systemForProvider(config.LLM_PROVIDER, {
    stable,
    conversation: note ? `${aboutVisitor}\n\n${note}` : aboutVisitor,
    cacheable: context.isWholeSite,
  });
  const offered: ChatBookingOffer = {};
  const reply = await respondWithLlm({
    model,
    system,
    history,
    timeoutMs: config.LLM_TIMEOUT_MS,
    logger: options.logger,
    secrets: [PROMPT_CANARY, ...(config.LLM_API_KEY ? [config.LLM_API_KEY] : [])],
    protectedTexts: [
      { text: rules, window: 40 },
      { text: website.aiInstructions, window: 80 },
    ],
    refusal: injectionReply({ businessName: website.name }),
    onDelta: options.onDelta,
    tools: options.booking
      ? createBookingTools({
          db,
          config,
          logger: options.logger,
          websiteId: website.id,
          conversationId: conversation.id,
          visitorId: options.booking.visitorId,
          clientIp: options.booking.clientIp,
          visitorTimezone: options.booking.visitorTimezone,
          offered,
        })
      : undefined,
  });
  return { ...reply, booking: offered.slots?.length || offered.bookingUrl ? offered : undefined };
}

function decideLead(options: {
  conversation: ConversationState;
  intents: Set<Intent>;
  details: ContactDetails;
  captured: CapturedLead;
}) {
  const { conversation, details, captured } = options;
  const intents = new Set<Intent>([...options.intents, ...intentsFromReasons(conversation.leadScoreReasons)]);
  if (conversation.visitorNeed || captured.need) intents.add('service_need');
  const email = captured.email ?? conversation.visitorEmail;
  const phone = captured.phone ?? conversation.visitorPhone;
  const { score, reasons } = scoreLead({
    hasName: Boolean(captured.name ?? conversation.visitorName),
    hasEmail: Boolean(email),
    hasPhone: Boolean(phone),
    hasCompany: Boolean(captured.company ?? conversation.visitorCompany),
    intents,
    visitorMessageCount: conversation.visitorMessageCount,
    hasAppointment: conversation.hasAppointment,
  });
  const isLeadCaptured =
    conversation.isLeadCaptured ||
    isLead({
      hasReachableContact: Boolean(email || phone),
      intents,
      // Giving a phone or email in the chat (or to the model's tool) is asking to be contacted.
      volunteeredContact: Boolean(details.phone || details.email || captured.phone || captured.email),
    });
  return { isLeadCaptured, score, reasons };
}

/**
 * The owner alerts a reply causes (issue 10): a new lead; a lead asking to be contacted (unless it is also new:
 * the new-lead alert already says what they need). Asking for a person is live chat's callback_requested.
 */
function ownerEventsOf(options: {
  isNewlyCaptured: boolean;
  isLead: boolean;
  intents: Set<Intent>;
}): string[] {
  const events: string[] = [];
  if (options.isNewlyCaptured) events.push('new_lead');
  else if (options.isLead && options.intents.has('contact_me')) events.push('callback_requested');
  return events;
}
