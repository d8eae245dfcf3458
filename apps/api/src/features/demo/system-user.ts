/**
 * The installation's own "system" account: it owns the seeded LeadChat Demo and Widget Test websites.
 * It has no credential account (nobody can sign in as it), a plain 'user' role, and the first-admin rule
 * ignores it so the first real sign-up still becomes the administrator.
 */
export const SYSTEM_USER_ID = '5eed0000-0000-4000-8000-000000000001';
/** `.invalid` is reserved (RFC 2606): no mail can ever be delivered to it. */
export const SYSTEM_USER_EMAIL = 'system@leadchat.invalid';

/** Fixed ids, so the public pages, tests and monitors can name these websites on every installation. */
export const DEMO_WEBSITE_ID = '5eed0000-0000-4000-8000-000000000002';
export const TEST_WEBSITE_ID = '5eed0000-0000-4000-8000-000000000003';
