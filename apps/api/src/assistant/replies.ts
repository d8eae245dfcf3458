/** The built-in responder's fixed sentences. Nothing here states a fact about the business. */

/** Every honest "don't know" contains this phrase (the evaluation and the widget tests look for it). */
export const DONT_KNOW_MARKER = "I don't have that information";

export type KnownContact = { name?: string | null; email?: string | null; phone?: string | null };

function firstName(contact: KnownContact): string {
  const first = contact.name?.trim().split(/\s+/)[0];
  return first ? `, ${first}` : '';
}

function reachableAt(contact: KnownContact): string | undefined {
  return contact.phone ?? contact.email ?? undefined;
}

export function greetingReply(options: { businessName: string; contact: KnownContact }): string {
  const name = options.contact.name?.trim().split(/\s+/)[0];
  return `Hi${name ? ` ${name}` : ''}! Thanks for reaching out to ${options.businessName}. How can I help you today?`;
}

export function thanksReply(): string {
  return "You're welcome! Is there anything else I can help you with?";
}

export function injectionReply(options: { businessName: string }): string {
  return `I can only help with questions about ${options.businessName}, such as our services, prices, opening hours and booking. What can I help you with?`;
}

export function unclearReply(options: { businessName: string }): string {
  return `Could you tell me a bit more about what you need? I can help with questions about ${options.businessName}'s services, prices, opening hours and booking.`;
}

export function dontKnowReply(options: { businessName: string; contact: KnownContact }): string {
  const { businessName, contact } = options;
  if (contact.phone) {
    return `I'm sorry, ${DONT_KNOW_MARKER}. I've noted your question, and someone from ${businessName} will get back to you at ${contact.phone}.`;
  }
  if (contact.email) {
    return `I'm sorry, ${DONT_KNOW_MARKER}. Someone from ${businessName} can get back to you at ${contact.email}, or call you if you prefer: what's the best phone number to reach you?`;
  }
  return `I'm sorry, ${DONT_KNOW_MARKER}. I can have someone from ${businessName} call you back with an answer. What's the best phone number to reach you?`;
}

export function callbackReply(options: { businessName: string; contact: KnownContact }): string {
  const { businessName, contact } = options;
  const at = reachableAt(contact);
  if (at) {
    return `Thanks${firstName(contact)}! I've passed your request on: someone from ${businessName} will contact you at ${at} as soon as possible.`;
  }
  return `Of course! What's the best phone number to reach you? Someone from ${businessName} will call you back.`;
}

export function bookingReply(options: { businessName: string; contact: KnownContact }): string {
  const { businessName, contact } = options;
  const at = reachableAt(contact);
  if (at) {
    return `I've passed your booking request on: someone from ${businessName} will contact you at ${at} to confirm a time.`;
  }
  return "I'd be happy to help you book. What's the best phone number to reach you, and which day and time suit you?";
}

/**
 * Asked when the visitor has given a way to reach them but no name. The visitor's next message is then read as a
 * name (`readAnsweredName`, applied by `storeVisitorMessage` only after this exact question).
 */
export const NAME_QUESTION = 'Who should they ask for?';

export function detailsReceivedReply(options: { businessName: string; contact: KnownContact }): string {
  const { businessName, contact } = options;
  const at = reachableAt(contact);
  if (!at) return `Thanks${firstName(contact)}! What's the best phone number to reach you?`;
  if (!contact.name?.trim()) return `Thanks! ${contactPromiseAskingName({ businessName, contact })}`;
  return `Thanks${firstName(contact)}! Someone from ${businessName} will contact you at ${at}. Is there anything else I can help you with?`;
}

/** After an answer, to a visitor who just left a number or email and no name: "Someone … will contact you at …". */
export function contactPromiseAskingName(options: { businessName: string; contact: KnownContact }): string {
  return `Someone from ${options.businessName} will contact you at ${reachableAt(options.contact)}. ${NAME_QUESTION}`;
}

export function offerCallbackSuffix(options: { businessName: string }): string {
  return `If you'd like someone from ${options.businessName} to call you, just share your phone number.`;
}
