/**
 * The one database schema. What each table is for: docs/product/data.md.
 * Auth tables (user, session, account, verification, rate_limit) follow better-auth's expected shape.
 * Ids are UUIDs, times are timestamptz.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

// ───────────────────────────── auth (better-auth) ─────────────────────────────

export const user = pgTable('user', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  /** better-auth's two-factor plugin: set once a TOTP factor is confirmed with a first code. */
  twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const session = pgTable(
  'session',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
  },
  (t) => [index('session_user_id_idx').on(t.userId)],
);

export const account = pgTable(
  'account',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('account_user_id_idx').on(t.userId)],
);

export const verification = pgTable(
  'verification',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('verification_identifier_idx').on(t.identifier)],
);

/** better-auth's own rate-limit store (storage: "database"). */
export const rateLimit = pgTable('rate_limit', {
  id: uuid('id').primaryKey().defaultRandom(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
});

/** Our own fixed-window counters (chat, auth per account, public forms); shared by every server process. */
export const rateLimitBuckets = pgTable('rate_limit_buckets', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

// ───────────────────────────── people ─────────────────────────────

export const profiles = pgTable('profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  username: text('username'),
  avatarUrl: text('avatar_url'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const roleEnum = pgEnum('app_role', ['admin', 'user']);

export const userRoles = pgTable(
  'user_roles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    role: roleEnum('role').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('user_roles_user_role_uq').on(t.userId, t.role),
    index('user_roles_role_idx').on(t.role),
  ],
);

// ───────────────────────────── websites and the assistant ─────────────────────────────

export type AppearanceConfig = {
  greeting_message: string;
  bot_name: string;
  primary_color: string;
  position: 'bottom-right' | 'bottom-left';
  size: 'small' | 'medium' | 'large';
  auto_popup_delay: number;
};

export const websites = pgTable(
  'websites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    domain: text('domain').notNull(),
    aiInstructions: text('ai_instructions').notNull().default(''),
    appearanceConfig: jsonb('appearance_config').$type<AppearanceConfig>().notNull(),
    isActive: boolean('is_active').notNull().default(true),
    /** Null means no monthly cap on assistant replies. */
    monthlyMessageQuota: integer('monthly_message_quota'),
    notificationEmail: text('notification_email'),
    notifyOnNewLead: boolean('notify_on_new_lead').notNull().default(false),
    /** Live chat (issue 17): a conversation the owner took over goes back to the assistant after this idle time. */
    liveChatIdleMinutes: integer('live_chat_idle_minutes').notNull().default(30),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('websites_user_created_idx').on(t.userId, t.createdAt.desc()),
    check('websites_live_chat_idle_minutes_range', sql`${t.liveChatIdleMinutes} between 5 and 1440`),
  ],
);

export const messageSourceEnum = pgEnum('message_source', ['web', 'whatsapp']);
export const leadStatusValues = ['new', 'contacted', 'qualified', 'converted', 'lost'] as const;

export type LeadScoreReason = { rule: string; points: number; detail: string };

export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    websiteId: uuid('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    visitorId: text('visitor_id').notNull(),
    visitorName: text('visitor_name'),
    visitorEmail: text('visitor_email'),
    visitorPhone: text('visitor_phone'),
    visitorCompany: text('visitor_company'),
    visitorNeed: text('visitor_need'),
    leadStatus: text('lead_status').notNull().default('new'),
    leadScore: integer('lead_score').notNull().default(0),
    leadScoreReasons: jsonb('lead_score_reasons').$type<LeadScoreReason[]>().notNull().default([]),
    /** Set when the owner edits the score; the assistant then stops recomputing it. */
    leadScoreOverridden: boolean('lead_score_overridden').notNull().default(false),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    notes: text('notes'),
    isLeadCaptured: boolean('is_lead_captured').notNull().default(false),
    leadCapturedAt: timestamp('lead_captured_at', { withTimezone: true }),
    messageSource: messageSourceEnum('message_source').notNull().default('web'),
    /** Denormalised so conversation lists never count or scan messages. */
    messageCount: integer('message_count').notNull().default(0),
    lastMessagePreview: text('last_message_preview'),
    createdAt: createdAt(),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Live chat (issue 17, docs/decisions/0090): 'assistant' answers, or 'human' while the owner has the
     * conversation. `modeVersion` goes up on every switch, so a reply produced before a switch is never stored
     * after it.
     */
    mode: text('mode').notNull().default('assistant'),
    modeVersion: integer('mode_version').notNull().default(0),
    /** The owner who took over (null in assistant mode). */
    humanUserId: uuid('human_user_id').references(() => user.id, { onDelete: 'set null' }),
    /** The owner's last sign of life in human mode (take over, message, typing): the idle hand-back counts from it. */
    humanActiveAt: timestamp('human_active_at', { withTimezone: true }),
    /** The visitor asked for a person and nobody has taken over since. */
    humanRequestedAt: timestamp('human_requested_at', { withTimezone: true }),
    /** The visitor was asked for a way to be reached because nobody took over in time. */
    humanRequestFollowedUpAt: timestamp('human_request_followed_up_at', { withTimezone: true }),
  },
  (t) => [
    index('conversations_website_activity_idx').on(t.websiteId, t.lastActivityAt.desc()),
    index('conversations_website_visitor_idx').on(t.websiteId, t.visitorId),
    index('conversations_website_created_idx').on(t.websiteId, t.createdAt),
    index('conversations_leads_idx')
      .on(t.websiteId, t.leadStatus, t.createdAt.desc())
      .where(sql`${t.isLeadCaptured}`),
    check('conversations_lead_score_range', sql`${t.leadScore} between 0 and 100`),
    check('conversations_mode_values', sql`${t.mode} in ('assistant', 'human')`),
    // The live-chat sweeper's two scans (idle hand-back, unanswered requests for a person) stay small.
    index('conversations_human_active_idx')
      .on(t.humanActiveAt)
      .where(sql`${t.mode} = 'human'`),
    index('conversations_human_requested_idx')
      .on(t.humanRequestedAt)
      .where(sql`${t.humanRequestedAt} is not null and ${t.humanRequestFollowedUpAt} is null`),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    content: text('content').notNull(),
    responseTimeMs: integer('response_time_ms'),
    createdAt: createdAt(),
    /**
     * Delivery order (issue 17): the widget's live stream resumes after a message's `seq` (Last-Event-ID). Every
     * write to a conversation locks its row first, so within one conversation seq order is commit order.
     */
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    /** Owner messages ('owner' role): the display name shown to the visitor (never an email). */
    authorName: text('author_name'),
  },
  (t) => [
    index('messages_conversation_created_idx').on(t.conversationId, t.createdAt),
    index('messages_conversation_seq_idx').on(t.conversationId, t.seq),
  ],
);

/** Owners with the dashboard open (an event stream in any process), for the visitor asking for a person. */
export const ownerPresence = pgTable('owner_presence', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
});

export const knowledgeKindEnum = pgEnum('knowledge_kind', ['faq', 'page', 'text']);

export const knowledgeSources = pgTable(
  'knowledge_sources',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    websiteId: uuid('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    kind: knowledgeKindEnum('kind').notNull(),
    title: text('title'),
    url: text('url'),
    question: text('question'),
    answer: text('answer'),
    content: text('content'),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('knowledge_sources_website_kind_idx').on(t.websiteId, t.kind, t.position),
    uniqueIndex('knowledge_sources_website_url_uq')
      .on(t.websiteId, t.url)
      .where(sql`${t.kind} = 'page'`),
  ],
);

export const knowledgeChunks = pgTable(
  'knowledge_chunks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    websiteId: uuid('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    sourceId: uuid('source_id')
      .notNull()
      .references(() => knowledgeSources.id, { onDelete: 'cascade' }),
    kind: knowledgeKindEnum('kind').notNull(),
    url: text('url'),
    title: text('title'),
    content: text('content').notNull(),
    position: integer('position').notNull().default(0),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', content), 'B')`,
    ),
    createdAt: createdAt(),
  },
  (t) => [
    index('knowledge_chunks_website_idx').on(t.websiteId),
    index('knowledge_chunks_source_idx').on(t.sourceId),
    index('knowledge_chunks_search_idx').using('gin', t.searchVector),
  ],
);

export const crawlRuns = pgTable(
  'crawl_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    websiteId: uuid('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('queued'),
    pagesFound: integer('pages_found').notNull().default(0),
    pagesRead: integer('pages_read').notNull().default(0),
    pagesFailed: integer('pages_failed').notNull().default(0),
    failures: jsonb('failures').$type<{ url: string; reason: string }[]>().notNull().default([]),
    error: text('error'),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('crawl_runs_website_created_idx').on(t.websiteId, t.createdAt.desc())],
);

/**
 * The times last offered in a conversation as a numbered list (WhatsApp, where no buttons are shown): a reply of
 * "2" books the second of exactly these, never of a list recomputed since. One row per conversation, replaced by
 * each new offer; its slot tokens expire on their own (slot-token.ts).
 */
export const chatSlotOffers = pgTable('chat_slot_offers', {
  conversationId: uuid('conversation_id')
    .primaryKey()
    .references(() => conversations.id, { onDelete: 'cascade' }),
  slots: jsonb('slots').$type<{ token: string; label: string }[]>().notNull(),
  timezone: text('timezone').notNull(),
  offeredAt: timestamp('offered_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Appointment statuses; only pending and confirmed ones hold their time (the exclusion constraint's filter). */
export const appointmentStatusValues = ['pending', 'confirmed', 'cancelled'] as const;

/**
 * Booked appointments. Two live appointments of one website and resource never overlap: an exclusion constraint
 * (btree_gist, `tstzrange(starts_at, ends_at) &&`, pending and confirmed only) is added by the custom migration
 * `*_appointments_no_overlap.sql`, since Drizzle has no syntax for it (docs/decisions/0085).
 */
export const appointments = pgTable(
  'appointments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    websiteId: uuid('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    conversationId: uuid('conversation_id').references(() => conversations.id, { onDelete: 'set null' }),
    integrationId: uuid('integration_id').references(() => calendarIntegrations.id, { onDelete: 'set null' }),
    /** What is booked (one calendar per integration today); overlaps are refused per website and resource. */
    resource: text('resource').notNull().default('default'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** The business's zone (slots are computed in it). */
    timezone: text('timezone').notNull().default('UTC'),
    /** The visitor's zone, from the browser (times in their emails are shown in it). */
    visitorTimezone: text('visitor_timezone'),
    status: text('status').notNull().default('confirmed'),
    providerReference: text('provider_reference'),
    visitorId: text('visitor_id'),
    /** Rate-limit key of the booking client (IPv4 address or IPv6 /64): caps pending bookings per client. */
    clientKey: text('client_key'),
    visitorName: text('visitor_name'),
    visitorEmail: text('visitor_email'),
    visitorPhone: text('visitor_phone'),
    notes: text('notes'),
    /** The caller's key: the same booking request twice books once. */
    idempotencyKey: text('idempotency_key'),
    /** iCalendar SEQUENCE of the last invite sent (a cancellation goes out with a higher one). */
    sequence: integer('sequence').notNull().default(0),
    /**
     * Whose UID this appointment's event carries in the owner's calendar, when the owner was sent an invite (the
     * built-in calendar): this appointment's own id, or the one it was moved from (the owner's event is updated in
     * place, decision 0161). Null: the owner's calendar holds no invite of ours (Google and Outlook hold the event).
     */
    ownerInviteAppointmentId: uuid('owner_invite_appointment_id'),
    /** iCalendar SEQUENCE of the owner's event last sent (an update or a cancellation goes out with a higher one). */
    ownerInviteSequence: integer('owner_invite_sequence').notNull().default(0),
    /** The appointment this one replaced when its visitor moved it (reschedule.service.ts). */
    rescheduledFromId: uuid('rescheduled_from_id'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('appointments_website_starts_idx').on(t.websiteId, t.startsAt),
    index('appointments_conversation_idx').on(t.conversationId),
    index('appointments_visitor_idx').on(t.websiteId, t.visitorId),
    // The per-client cap of a booking (booking.service.ts) counts one address's live appointments through this,
    // not by reading every upcoming appointment of the website.
    index('appointments_client_live_idx')
      .on(t.websiteId, t.clientKey)
      .where(sql`${t.status} in ('pending', 'confirmed')`),
    // The calendar worker's look for moves a stopped process left half done (reschedule.service.ts).
    index('appointments_moves_created_idx')
      .on(t.createdAt)
      .where(sql`${t.rescheduledFromId} is not null`),
    uniqueIndex('appointments_website_idempotency_uq').on(t.websiteId, t.idempotencyKey),
    check('appointments_status_values', sql`${t.status} in ('pending', 'confirmed', 'cancelled')`),
    check('appointments_ends_after_start', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/** Reminder emails of an appointment (24 h and 1 h before), sent by the reminder worker when due. */
export const appointmentReminders = pgTable(
  'appointment_reminders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    /** Set once the reminder was handed to delivery, or when it was dropped (cancelled, past). */
    doneAt: timestamp('done_at', { withTimezone: true }),
    outcome: text('outcome'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('appointment_reminders_kind_uq').on(t.appointmentId, t.kind),
    index('appointment_reminders_due_idx')
      .on(t.dueAt)
      .where(sql`${t.doneAt} is null`),
  ],
);

/**
 * Calendar events to remove at the provider (Google, Outlook), written in the transaction that cancels or releases
 * the appointment and worked off by the calendar worker with retries, so a cancellation reaches the provider even
 * if the process dies right after the commit or the provider is down (docs/decisions/0088). A null
 * `provider_reference` is looked up first by the appointment's deterministic id (a booking released after a crash).
 */
export const calendarEventRemovals = pgTable(
  'calendar_event_removals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    integrationId: uuid('integration_id')
      .notNull()
      .references(() => calendarIntegrations.id, { onDelete: 'cascade' }),
    providerReference: text('provider_reference'),
    attempts: integer('attempts').notNull().default(0),
    availableAt: timestamp('available_at', { withTimezone: true }).notNull().defaultNow(),
    /** A worker's claim; a row past it belongs to a worker that died mid-call (removal is idempotent). */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** Set when the event is gone (or nothing was there), or when the attempts ran out. */
    doneAt: timestamp('done_at', { withTimezone: true }),
    outcome: text('outcome'),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('calendar_event_removals_appointment_uq').on(t.appointmentId),
    index('calendar_event_removals_due_idx')
      .on(t.availableAt)
      .where(sql`${t.doneAt} is null`),
  ],
);

/** Pending OAuth 2.0 authorisations of a calendar (Google, Microsoft): state bound to the browser and account. */
export const calendarOauthStates = pgTable('calendar_oauth_states', {
  /** SHA-256 of the `state` parameter. */
  stateHash: text('state_hash').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' }),
  integrationId: uuid('integration_id')
    .notNull()
    .references(() => calendarIntegrations.id, { onDelete: 'cascade' }),
  /** SHA-256 of the random value in the browser's httpOnly cookie: binds the state to that browser. */
  browserBindingHash: text('browser_binding_hash').notNull(),
  /** The PKCE code verifier, sealed with the secret box. */
  sealedCodeVerifier: text('sealed_code_verifier').notNull(),
  redirectUri: text('redirect_uri').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

// ───────────────────────────── integrations ─────────────────────────────

/** A Business Profile location the account can manage; `selected` ones are synced (docs/decisions/0106). */
export type GmbLocation = {
  /** Google's resource name (`locations/{id}`) and the account it belongs to (`accounts/{id}`). */
  name: string;
  accountName: string;
  title: string;
  address: string;
  selected: boolean;
};

export const gmbConnectionStatusValues = ['connected', 'needs_reconnect'] as const;

export const gmbAccounts = pgTable(
  'gmb_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    websiteId: uuid('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    googleAccountEmail: text('google_account_email'),
    businessLocations: jsonb('business_locations').$type<GmbLocation[]>().notNull().default([]),
    /** Sealed with the secret box (lib/secret-box.ts); never returned to a client. */
    accessToken: text('access_token'),
    /** Sealed with the secret box (lib/secret-box.ts); never returned to a client. */
    refreshToken: text('refresh_token'),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
    /** `needs_reconnect` once Google answers invalid_grant (access revoked or the refresh token expired). */
    status: text('status', { enum: gmbConnectionStatusValues }).notNull().default('connected'),
    statusDetail: text('status_detail'),
    lastSyncedAt: timestamp('last_synced_at', { withTimezone: true }),
    /** When the background sync takes this account next (claimed with SKIP LOCKED). */
    nextSyncAt: timestamp('next_sync_at', { withTimezone: true }).notNull().defaultNow(),
    lastSyncError: text('last_sync_error'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('gmb_accounts_website_uq').on(t.websiteId),
    index('gmb_accounts_next_sync_idx').on(t.nextSyncAt),
  ],
);

export const gmbReviews = pgTable(
  'gmb_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    gmbAccountId: uuid('gmb_account_id')
      .notNull()
      .references(() => gmbAccounts.id, { onDelete: 'cascade' }),
    /** Google's review resource name `accounts/{a}/locations/{l}/reviews/{r}`. */
    externalId: text('external_id'),
    /** Google's location resource name `locations/{l}`. */
    locationName: text('location_name'),
    reviewerName: text('reviewer_name'),
    rating: integer('rating').notNull(),
    reviewText: text('review_text'),
    /** The reply as Google has it (or as last posted from here). */
    responseText: text('response_text'),
    responseUpdatedAt: timestamp('response_updated_at', { withTimezone: true }),
    /** Google's moderation state of the reply (PENDING, APPROVED, REJECTED), when it reports one. */
    responseState: text('response_state'),
    /** Google's stated policy reason when it rejected the reply. */
    responsePolicyNote: text('response_policy_note'),
    /** Who wrote the current reply: the owner here, an automation here, or someone on Google directly. */
    responseSource: text('response_source', { enum: ['owner', 'automation', 'google'] }),
    reviewDate: timestamp('review_date', { withTimezone: true }).notNull(),
    /** Google's updateTime of the review (a reviewer may edit it). */
    reviewUpdatedAt: timestamp('review_updated_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('gmb_reviews_account_date_idx').on(t.gmbAccountId, t.reviewDate.desc()),
    uniqueIndex('gmb_reviews_account_external_uq').on(t.gmbAccountId, t.externalId),
    check('gmb_reviews_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);

export const gmbAutomations = pgTable(
  'gmb_automations',
  {
    gmbAccountId: uuid('gmb_account_id')
      .notNull()
      .references(() => gmbAccounts.id, { onDelete: 'cascade' }),
    automationType: text('automation_type').notNull(),
    isEnabled: boolean('is_enabled').notNull().default(false),
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
    /** Reviews first seen after this moment are handled (never the backlog from before switching it on). */
    enabledAt: timestamp('enabled_at', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.gmbAccountId, t.automationType] })],
);

export const gmbReplyJobStatusValues = [
  'awaiting_approval',
  'scheduled',
  'sending',
  'posted',
  'failed',
  'cancelled',
] as const;

/**
 * Every reply (or reply deletion) sent to Google, owner's or automatic: the approval queue, the schedule, the
 * worker's claim and the log (docs/decisions/0107). At most one open job per review.
 */
export const gmbReplyJobs = pgTable(
  'gmb_reply_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    gmbAccountId: uuid('gmb_account_id')
      .notNull()
      .references(() => gmbAccounts.id, { onDelete: 'cascade' }),
    reviewId: uuid('review_id')
      .notNull()
      .references(() => gmbReviews.id, { onDelete: 'cascade' }),
    action: text('action', { enum: ['put', 'delete'] }).notNull(),
    comment: text('comment'),
    origin: text('origin', { enum: ['owner', 'automation'] }).notNull(),
    /** Where the text came from: a language model, a built-in or owner template, or the owner's own words. */
    draftSource: text('draft_source', { enum: ['ai', 'template', 'owner'] }).notNull(),
    status: text('status', { enum: gmbReplyJobStatusValues }).notNull(),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    doneAt: timestamp('done_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('gmb_reply_jobs_one_open_uq')
      .on(t.reviewId)
      .where(sql`${t.status} in ('awaiting_approval', 'scheduled', 'sending')`),
    index('gmb_reply_jobs_due_idx').on(t.status, t.runAt),
    index('gmb_reply_jobs_account_idx').on(t.gmbAccountId, t.createdAt.desc()),
  ],
);

/** A Google sign-in in progress (single use, 10 minutes, bound to the owner's session). */
export const gmbOauthStates = pgTable('gmb_oauth_states', {
  /** SHA-256 of the `state` parameter. */
  stateHash: text('state_hash').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' }),
  /** SHA-256 of the session id that started it: another session (or browser) can't complete it. */
  sessionHash: text('session_hash').notNull(),
  websiteId: uuid('website_id')
    .notNull()
    .references(() => websites.id, { onDelete: 'cascade' }),
  /** The PKCE code verifier, sealed with the secret box. */
  sealedCodeVerifier: text('sealed_code_verifier').notNull(),
  redirectUri: text('redirect_uri').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

export const calendarIntegrations = pgTable(
  'calendar_integrations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    websiteId: uuid('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    /** leadchat (built-in), google, outlook, calendly or custom. */
    provider: text('provider').notNull(),
    /** Non-secret settings: availability, time zone, calendar id, booking URL (never keys or tokens). */
    integrationConfig: jsonb('integration_config').$type<Record<string, unknown>>().notNull().default({}),
    /** API key and OAuth tokens as one JSON document sealed with the secret box (lib/secret-box.ts). */
    sealedCredentials: text('sealed_credentials'),
    /** The connected account's address (Google or Microsoft), shown to the owner. */
    connectedAccount: text('connected_account'),
    /** The last failure talking to the provider (shown on the card and in the health check), cleared on success. */
    lastError: text('last_error'),
    lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('calendar_integrations_website_created_idx').on(t.websiteId, t.createdAt.desc())],
);

/**
 * A WhatsApp Business number connected to a website. Inbound webhooks find their tenant by `phone_number_id` (one
 * number answers for one website). The access token is sealed with lib/secret-box.ts; null means the server-wide
 * WHATSAPP_ACCESS_TOKEN is used (docs/decisions/0100-whatsapp-channel.md).
 */
export const whatsappAccounts = pgTable(
  'whatsapp_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    websiteId: uuid('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    phoneNumberId: text('phone_number_id'),
    businessAccountId: text('business_account_id'),
    displayPhoneNumber: text('display_phone_number'),
    accessTokenSealed: text('access_token_sealed'),
    /** `••••1234`, shown instead of the token. */
    accessTokenHint: text('access_token_hint'),
    /** The business's time zone: the usage month (YYYY-MM) is counted in it. */
    timeZone: text('time_zone').notNull().default('UTC'),
    isActive: boolean('is_active').notNull().default(true),
    lastInboundAt: timestamp('last_inbound_at', { withTimezone: true }),
    /** The last refusal from the Graph API (shown on the account), cleared by the next accepted send. */
    lastError: text('last_error'),
    /**
     * When Meta last confirmed, with this account's own token, that the number is one of the business account's
     * (decision 0130). Inbound messages are routed only to confirmed numbers; null for rows from before the check.
     */
    metaConfirmedAt: timestamp('meta_confirmed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('whatsapp_accounts_website_idx').on(t.websiteId),
    uniqueIndex('whatsapp_accounts_phone_number_uq')
      .on(t.phoneNumberId)
      .where(sql`${t.phoneNumberId} is not null`),
  ],
);

/**
 * One row per WhatsApp sender per website: the sender's one conversation, their profile name and when they last
 * wrote (the 24-hour customer-service window). Processing a sender's message locks this row, so one sender's
 * messages are answered one at a time, in order.
 */
export const whatsappContacts = pgTable(
  'whatsapp_contacts',
  {
    websiteId: uuid('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    waId: text('wa_id').notNull(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => whatsappAccounts.id, { onDelete: 'cascade' }),
    conversationId: uuid('conversation_id').references(() => conversations.id, { onDelete: 'set null' }),
    profileName: text('profile_name'),
    lastInboundAt: timestamp('last_inbound_at', { withTimezone: true }),
    /** Month (YYYY-MM) in which this sender was told the assistant reached its limit (said once a month). */
    limitNoticeMonth: text('limit_notice_month'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.websiteId, t.waId] })],
);

/**
 * Webhook events accepted from Meta, stored before the 200 and processed by the WhatsApp worker. `dedupe_key`
 * (`message:<wamid>` or `status:<wamid>:<status>`) makes Meta's redeliveries no-ops.
 */
export const whatsappWebhookEvents = pgTable(
  'whatsapp_webhook_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => whatsappAccounts.id, { onDelete: 'cascade' }),
    dedupeKey: text('dedupe_key').notNull(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    runAfter: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('whatsapp_webhook_events_dedupe_uq').on(t.dedupeKey),
    index('whatsapp_webhook_events_due_idx')
      .on(t.runAfter)
      .where(sql`${t.status} in ('pending', 'processing')`),
  ],
);

/**
 * Every message LeadChat sends (or decided not to send) on WhatsApp, with its delivery status. Statuses only move
 * forward (queued → sending → sent → delivered → read; failed and not_sent are final).
 */
export const whatsappOutboundMessages = pgTable(
  'whatsapp_outbound_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => whatsappAccounts.id, { onDelete: 'cascade' }),
    conversationId: uuid('conversation_id').references(() => conversations.id, { onDelete: 'cascade' }),
    messageId: uuid('message_id').references(() => messages.id, { onDelete: 'set null' }),
    recipientWaId: text('recipient_wa_id').notNull(),
    kind: text('kind').notNull(),
    body: text('body').notNull(),
    status: text('status').notNull().default('queued'),
    wamid: text('wamid'),
    attempts: integer('attempts').notNull().default(0),
    notBefore: timestamp('not_before', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    errorCode: integer('error_code'),
    errorReason: text('error_reason'),
    /** The usage month this message was counted in; a message that fails is taken off that month's count. */
    usageMonth: text('usage_month'),
    usageUserId: uuid('usage_user_id'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('whatsapp_outbound_wamid_uq')
      .on(t.wamid)
      .where(sql`${t.wamid} is not null`),
    index('whatsapp_outbound_due_idx')
      .on(t.notBefore)
      .where(sql`${t.status} in ('queued', 'sending')`),
    index('whatsapp_outbound_recipient_idx').on(t.accountId, t.recipientWaId, t.notBefore.desc()),
    index('whatsapp_outbound_conversation_idx').on(t.conversationId, t.createdAt),
  ],
);

/** When Meta last verified the webhook (GET with the right verify token): the health check's "verified". */
export const whatsappWebhookVerifications = pgTable('whatsapp_webhook_verifications', {
  id: text('id').primaryKey(),
  verifiedAt: timestamp('verified_at', { withTimezone: true }).notNull().defaultNow(),
});

export const whatsappUsage = pgTable(
  'whatsapp_usage',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    monthYear: text('month_year').notNull(),
    totalMessages: integer('total_messages').notNull().default(0),
    messagesSent: integer('messages_sent').notNull().default(0),
    messagesReceived: integer('messages_received').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.monthYear] })],
);

// ───────────────────────────── billing ─────────────────────────────

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    providerCustomerId: text('provider_customer_id'),
    providerSubscriptionId: text('provider_subscription_id'),
    tier: text('tier'),
    status: text('status').notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    trialEnd: timestamp('trial_end', { withTimezone: true }),
    /** Provider's event timestamp of the last applied change; older events never overwrite newer state. */
    providerUpdatedAt: timestamp('provider_updated_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('subscriptions_user_idx').on(t.userId),
    uniqueIndex('subscriptions_provider_sub_uq').on(t.provider, t.providerSubscriptionId),
  ],
);

export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('webhook_events_provider_event_uq').on(t.provider, t.eventId)],
);

// ───────────────────────────── messaging, support, audit, storage ─────────────────────────────

export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    status: text('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    userId: uuid('user_id').references(() => user.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('outbox_messages_created_idx').on(t.createdAt.desc()),
    index('outbox_messages_recipient_idx').on(t.recipient),
  ],
);

export const supportRequests = pgTable('support_requests', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  userId: uuid('user_id').references(() => user.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorUserId: uuid('actor_user_id').references(() => user.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt.desc())],
);

export const storageObjects = pgTable(
  'storage_objects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bucket: text('bucket').notNull(),
    path: text('path').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    etag: text('etag').notNull(),
    data: bytea('data').notNull(),
    ownerUserId: uuid('owner_user_id').references(() => user.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('storage_objects_bucket_path_uq').on(t.bucket, t.path)],
);

// ───────────────────────────── two-factor sign-in, launch checklist ─────────────────────────────

/**
 * better-auth's two-factor plugin table (model `twoFactor`). `secret` holds the TOTP seed sealed with the secret
 * box around the plugin's own encryption; `backup_codes` a JSON list of SHA-256 digests, never the codes
 * (docs/decisions/0095-two-factor-with-better-auth.md).
 */
export const twoFactor = pgTable(
  'two_factor',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    verified: boolean('verified').notNull().default(true),
    failedVerificationCount: integer('failed_verification_count').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('two_factor_user_uq').on(t.userId)],
);

/** TOTP codes already accepted, kept while they could still verify: a code signs in once (no replay). */
export const twoFactorUsedCodes = pgTable(
  'two_factor_used_codes',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** SHA-256 of the code. */
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.codeHash] })],
);

/** Installation-wide settings an administrator changes from /admin (key → JSON value). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
  updatedByUserId: uuid('updated_by_user_id').references(() => user.id, { onDelete: 'set null' }),
  updatedAt: updatedAt(),
});

/** The owner's ticks on the pre-launch checklist's manual items, per website (automatic items are computed). */
export const checklistItemStates = pgTable(
  'checklist_item_states',
  {
    websiteId: uuid('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    itemId: text('item_id').notNull(),
    completed: boolean('completed').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.websiteId, t.itemId] })],
);

/** The widget's config was fetched from a page on the website's own domain: the widget is live there. */
export const widgetSightings = pgTable('widget_sightings', {
  websiteId: uuid('website_id')
    .primaryKey()
    .references(() => websites.id, { onDelete: 'cascade' }),
  origin: text('origin').notNull(),
  firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
});

// ───────────────────────────── referral programme (issue 14) ─────────────────────────────

/** An account's referral code (created when it first opens its Referrals card) and where it wants to be paid. */
export const referrers = pgTable('referrers', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  /** 16 random characters (≈ 79 bits): the link is `/auth?ref=<code>`. */
  code: text('code').notNull().unique(),
  /** Browsers that kept this code as their first referral code. */
  visits: integer('visits').notNull().default(0),
  /** The referrer's payout details, sealed with the secret box. */
  sealedPayoutDetails: text('sealed_payout_details'),
  createdAt: createdAt(),
});

/** Who referred an account: one row per referred account (first touch wins; never the account itself). */
export const referrals = pgTable(
  'referrals',
  {
    referredUserId: uuid('referred_user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    referrerUserId: uuid('referrer_user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('referrals_referrer_idx').on(t.referrerUserId),
    check('referrals_not_self', sql`${t.referredUserId} <> ${t.referrerUserId}`),
  ],
);

/** Commissions a referrer paid out by hand, recorded by an administrator. */
export const referralPayouts = pgTable(
  'referral_payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    referrerUserId: uuid('referrer_user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    note: text('note').notNull().default(''),
    recordedByUserId: uuid('recorded_by_user_id').references(() => user.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('referral_payouts_referrer_idx').on(t.referrerUserId, t.createdAt.desc())],
);

/**
 * One commission per payment of a referred account (a paid invoice, or a paid one-time checkout), recorded in the
 * transaction that applies the payment event: unique per provider payment, so a replayed webhook adds nothing.
 */
export const referralCommissions = pgTable(
  'referral_commissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    referrerUserId: uuid('referrer_user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** Kept when the referred account is deleted: the commission was earned. */
    referredUserId: uuid('referred_user_id').references(() => user.id, { onDelete: 'set null' }),
    provider: text('provider').notNull(),
    /** The invoice id (`in_…`) or, for a one-time purchase, the checkout session id (`cs_…`). */
    providerPaymentId: text('provider_payment_id').notNull(),
    amountPaidCents: integer('amount_paid_cents').notNull(),
    /** The rate when the payment was made, in basis points (2000 = 20 %). */
    rateBasisPoints: integer('rate_basis_points').notNull(),
    commissionCents: integer('commission_cents').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
    payoutId: uuid('payout_id').references(() => referralPayouts.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('referral_commissions_payment_uq').on(t.provider, t.providerPaymentId),
    index('referral_commissions_referrer_idx').on(t.referrerUserId, t.payoutId),
  ],
);

// ───────────────────────────── lead alerts, follow-ups and outbound delivery (issue 10) ─────────────────────────────

/** What a lead alert is about (features/outbound `notifyOwner`). */
export const ownerAlertKindValues = [
  'new_lead',
  'callback_requested',
  'booking_requested',
  'booking_confirmed',
  'booking_cancelled',
] as const;

/** A website's Notifications setting: who hears about leads, and the visitor's follow-up (off by default). */
export const notificationSettings = pgTable('notification_settings', {
  websiteId: uuid('website_id')
    .primaryKey()
    .references(() => websites.id, { onDelete: 'cascade' }),
  alertEmails: text('alert_emails')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  isEmailAlertOn: boolean('is_email_alert_on').notNull().default(false),
  /** E.164. */
  alertPhone: text('alert_phone'),
  isSmsAlertOn: boolean('is_sms_alert_on').notNull().default(false),
  /** Which of ownerAlertKindValues alert the owner. */
  alertKinds: text('alert_kinds')
    .array()
    .notNull()
    .default(
      sql`'{new_lead,callback_requested,booking_requested,booking_confirmed,booking_cancelled}'::text[]`,
    ),
  /** Shown to visitors in follow-ups ("call us on …"); E.164. */
  businessPhone: text('business_phone'),
  /** IANA zone of the business: quiet hours are counted in it. */
  timezone: text('timezone').notNull().default('UTC'),
  quietHoursStart: integer('quiet_hours_start').notNull().default(20),
  quietHoursEnd: integer('quiet_hours_end').notNull().default(8),
  isFollowUpEmailOn: boolean('is_follow_up_email_on').notNull().default(false),
  followUpEmailTemplate: text('follow_up_email_template'),
  isFollowUpSmsOn: boolean('is_follow_up_sms_on').notNull().default(false),
  followUpSmsTemplate: text('follow_up_sms_template'),
  updatedAt: updatedAt(),
});

/**
 * Transactional outgoing messages (email, SMS, WhatsApp, webhook) and the lead events that fan out into them,
 * written in the transaction of their cause and delivered by the outbound worker (features/outbound).
 */
export const outboundMessages = pgTable(
  'outbound_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The caller's key: the same cause enqueues one message however often it is repeated. */
    idempotencyKey: text('idempotency_key').notNull(),
    /** email | sms | whatsapp | webhook | event (an owner alert still to be fanned out). */
    channel: text('channel').notNull(),
    /** owner_alert | test_alert | visitor_follow_up | lead_webhook | lead_event | … (the caller's word). */
    purpose: text('purpose').notNull(),
    websiteId: uuid('website_id').references(() => websites.id, { onDelete: 'cascade' }),
    conversationId: uuid('conversation_id').references(() => conversations.id, { onDelete: 'set null' }),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    textBody: text('text_body'),
    htmlBody: text('html_body'),
    /** Channel-specific data: the event's details, email headers and attachments, the webhook's body. */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    /** queued | sending | sent | delivered | failed | suppressed | cancelled | unconfirmed (decision 0120) */
    status: text('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(8),
    /** Not before this time (retry backoff, quiet hours). */
    availableAt: timestamp('available_at', { withTimezone: true }).notNull().defaultNow(),
    /** A worker's claim; a 'sending' row past it belongs to a worker that died mid-attempt. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    attemptStartedAt: timestamp('attempt_started_at', { withTimezone: true }),
    provider: text('provider'),
    providerMessageId: text('provider_message_id'),
    /** The provider's own last status (Twilio: queued, sent, delivered, undelivered, failed). */
    providerStatus: text('provider_status'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('outbound_messages_idempotency_uq').on(t.idempotencyKey),
    index('outbound_messages_due_idx')
      .on(t.availableAt)
      .where(sql`${t.status} in ('queued', 'sending')`),
    index('outbound_messages_conversation_idx').on(t.conversationId, t.createdAt),
    index('outbound_messages_website_idx').on(t.websiteId, t.createdAt.desc()),
    uniqueIndex('outbound_messages_provider_message_uq').on(t.provider, t.providerMessageId),
  ],
);

/** Every delivery attempt of an outbound message (webhook log: status, latency, the answer's first 2 KB). */
export const outboundAttempts = pgTable(
  'outbound_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => outboundMessages.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    durationMs: integer('duration_ms'),
    /** sent | retry | failed | suppressed | reconciled */
    outcome: text('outcome').notNull(),
    statusCode: integer('status_code'),
    responseExcerpt: text('response_excerpt'),
    error: text('error'),
  },
  (t) => [index('outbound_attempts_message_idx').on(t.messageId, t.startedAt)],
);

/** Phone numbers that texted STOP (or that the provider reports opted out): never texted again until START. */
export const smsSuppressions = pgTable('sms_suppressions', {
  phone: text('phone').primaryKey(),
  keyword: text('keyword').notNull(),
  createdAt: createdAt(),
});

/** A visitor's yes to texts in the chat: consent evidence (time, the exact wording, the IP). */
export const smsConsents = pgTable(
  'sms_consents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    wording: text('wording').notNull(),
    ipAddress: text('ip_address'),
    consentedAt: timestamp('consented_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sms_consents_conversation_phone_uq').on(t.conversationId, t.phone)],
);

/** Visitors who unsubscribed from a website's follow-up emails (RFC 8058 one-click). */
export const emailSuppressions = pgTable(
  'email_suppressions',
  {
    websiteId: uuid('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.websiteId, t.email] })],
);

/** A website's lead webhooks (Standard Webhooks signatures; secrets sealed with the secret box). */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    websiteId: uuid('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    events: text('events').array().notNull(),
    sealedSecret: text('sealed_secret').notNull(),
    /** After a rotation the old secret signs too, until previousSecretExpiresAt. */
    sealedPreviousSecret: text('sealed_previous_secret'),
    previousSecretExpiresAt: timestamp('previous_secret_expires_at', { withTimezone: true }),
    isActive: boolean('is_active').notNull().default(true),
    disabledReason: text('disabled_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('webhook_endpoints_website_idx').on(t.websiteId)],
);
