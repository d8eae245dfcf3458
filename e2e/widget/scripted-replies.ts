/**
 * What the assistant answers in these journeys. The fake LLM (and, before the chat endpoint existed, the
 * mock API) pick the reply from a marker in the visitor's last message, so tests can ask for a slow
 * streamed answer or a hostile one.
 */
export const XSS_MARKER = 'xss-probe';

/** A reply full of things that must stay inert text; `window.__xss` is set if any of them runs. */
export const XSS_REPLY = [
  'Payloads: <img src=x onerror="window.__xss=1;alert(1)">',
  '<script>window.__xss=2</script>',
  '[click me](javascript:window.__xss=3)',
  'javascript:window.__xss=4',
  '<a href="javascript:window.__xss=5">link</a>',
  '<svg onload="window.__xss=6"></svg>',
  'and a real one: https://example.com/safe-page.',
].join('\n');

/** Long on purpose: the server holds back the last ~100 characters of a model's stream (leak guard). */
export const DEFAULT_REPLY =
  'Thanks for your message! We would be glad to help with that. Our practice offers check-ups, cleanings, ' +
  'fillings, whitening and implants, and we see new patients most weekdays between 8am and 6pm. ' +
  'If you tell me a little more about what you need and when suits you, a member of our team can follow up ' +
  'with the details and a time that works for you.';

/** The reply for a visitor message, cut into the pieces the fake model streams. */
export function scriptedReply(visitorMessage: string): { text: string; pieces: string[] } {
  const text = visitorMessage.includes(XSS_MARKER) ? XSS_REPLY : DEFAULT_REPLY;
  return { text, pieces: text.match(/[\s\S]{1,16}/g) ?? [] };
}
