/**
 * The Business Profile APIs LeadChat calls, in their wire format:
 *   Account Management v1   GET  /v1/accounts                                     (mybusinessaccountmanagement)
 *   Business Information v1 GET  /v1/{accounts/*}/locations?readMask=…            (mybusinessbusinessinformation)
 *   Google My Business v4   GET  /v4/{accounts/*\/locations/*}/reviews            (mybusiness; list, newest first)
 *                           GET  /v4/{…/reviews/*}                                 (one review)
 *                           PUT  /v4/{…/reviews/*}/reply  { comment }              (updateReply)
 *                           DELETE /v4/{…/reviews/*}/reply                         (deleteReply)
 * Each API has its own host at Google. With GOOGLE_API_BASE_URL left at its default the real hosts are used;
 * set to anything else (a local fake), every path goes to that one base (docs/decisions/0105).
 */
import type { Config } from '../../config.js';
import { fetchJson, providerErrorOf } from '../http-json.js';

const REQUEST_TIMEOUT_MS = 15_000;
const DEFAULT_API_BASE = 'https://www.googleapis.com';
const HOSTS = {
  accounts: 'https://mybusinessaccountmanagement.googleapis.com',
  locations: 'https://mybusinessbusinessinformation.googleapis.com',
  reviews: 'https://mybusiness.googleapis.com',
} as const;

/** Google's reply limit is 4,096 bytes of UTF-8. */
export const GOOGLE_REPLY_MAX_BYTES = 4096;

/** A Google API error: HTTP status plus Google's canonical status (PERMISSION_DENIED, INVALID_ARGUMENT…). */
export class BusinessProfileApiError extends Error {
  readonly status: number;
  readonly googleStatus: string | undefined;
  constructor(message: string, options: { status: number; googleStatus?: string; cause?: unknown }) {
    super(message, { cause: options.cause });
    this.name = 'BusinessProfileApiError';
    this.status = options.status;
    this.googleStatus = options.googleStatus;
  }
  /** Network failures, rate limits and Google's own errors are worth another try later; a refusal is not. */
  get isRetryable(): boolean {
    return this.status === 0 || this.status === 429 || this.status >= 500;
  }
}

export type GoogleAccount = { name: string; accountName: string; type: string | undefined };
export type GoogleLocation = { name: string; accountName: string; title: string; address: string };
export type GoogleReply = {
  comment: string;
  updateTime: string | undefined;
  /** Google's moderation of the reply (PENDING, APPROVED/ACTIVE, REJECTED) when it reports one. */
  state: string | undefined;
  policyNote: string | undefined;
};
export type GoogleReview = {
  /** `accounts/{a}/locations/{l}/reviews/{r}` */
  name: string;
  reviewerName: string;
  rating: number;
  comment: string | undefined;
  createTime: string;
  updateTime: string | undefined;
  reply: GoogleReply | undefined;
};

const STAR_RATINGS: Record<string, number> = { ONE: 1, TWO: 2, THREE: 3, FOUR: 4, FIVE: 5 };

function hostFor(config: Config, api: keyof typeof HOSTS): string {
  const configured = config.GOOGLE_API_BASE_URL.replace(/\/+$/, '');
  return configured === DEFAULT_API_BASE ? HOSTS[api] : configured;
}

/** Resource names are sent as path segments; anything but Google's name shape is refused before a request. */
function assertResourceName(name: string, pattern: RegExp): string {
  if (!pattern.test(name))
    throw new BusinessProfileApiError(`Not a Google resource name: ${name}`, { status: 400 });
  return name;
}
const ACCOUNT_NAME = /^accounts\/[A-Za-z0-9_-]{1,200}$/;
const LOCATION_NAME = /^locations\/[A-Za-z0-9_-]{1,200}$/;
const REVIEW_NAME =
  /^accounts\/[A-Za-z0-9_-]{1,200}\/locations\/[A-Za-z0-9_-]{1,200}\/reviews\/[A-Za-z0-9_-]{1,400}$/;

async function call(options: {
  url: string;
  accessToken: string;
  method?: 'GET' | 'PUT' | 'DELETE';
  body?: unknown;
  what: string;
}): Promise<Record<string, unknown>> {
  const { status, ok, json } = await fetchJson({
    ...options,
    timeoutMs: REQUEST_TIMEOUT_MS,
    unreachable: (cause) =>
      new BusinessProfileApiError(`${options.what}: Google could not be reached`, { status: 0, cause }),
  });
  if (!ok) {
    const error = providerErrorOf(json);
    const detail = error.message ? `: ${error.message.slice(0, 300)}` : '';
    throw new BusinessProfileApiError(`${options.what} failed (${status})${detail}`, {
      status,
      googleStatus: error.status,
    });
  }
  return json;
}

const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

export function formatGoogleAddress(address: unknown): string {
  if (typeof address !== 'object' || address === null) return 'Service area business';
  const a = address as Record<string, unknown>;
  const lines = Array.isArray(a.addressLines) ? a.addressLines.filter((l) => typeof l === 'string') : [];
  const cityLine = [str(a.locality), [str(a.administrativeArea), str(a.postalCode)].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return [...lines, cityLine].filter(Boolean).join(', ').slice(0, 500) || 'Service area business';
}

function parsePolicyNote(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return value.slice(0, 500);
  if (typeof value === 'object') {
    // Google names the violated policy; the exact field set is read defensively (docs/decisions/0107).
    const v = value as Record<string, unknown>;
    const parts = [str(v.description), str(v.policyViolationType) ?? str(v.type), str(v.message)].filter(
      Boolean,
    );
    return (parts.length ? parts.join(' — ') : JSON.stringify(value)).slice(0, 500);
  }
  return undefined;
}

export function parseGoogleReply(value: unknown): GoogleReply | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const r = value as Record<string, unknown>;
  const comment = str(r.comment);
  if (comment === undefined) return undefined;
  return {
    comment,
    updateTime: str(r.updateTime),
    state: str(r.state) ?? str(r.reviewReplyState),
    policyNote: parsePolicyNote(r.policyViolation ?? r.policyViolations),
  };
}

function parseReview(value: unknown): GoogleReview | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const r = value as Record<string, unknown>;
  const name = str(r.name);
  const rating = STAR_RATINGS[str(r.starRating) ?? ''];
  const createTime = str(r.createTime);
  if (!name || !REVIEW_NAME.test(name) || !rating || !createTime || Number.isNaN(Date.parse(createTime))) {
    return undefined;
  }
  const reviewer = (r.reviewer ?? {}) as Record<string, unknown>;
  return {
    name,
    reviewerName: (
      str(reviewer.displayName) ?? (reviewer.isAnonymous ? 'A Google user' : 'A Google user')
    ).slice(0, 200),
    rating,
    comment: str(r.comment),
    createTime,
    updateTime: str(r.updateTime),
    reply: parseGoogleReply(r.reviewReply),
  };
}

/** Every Business Profile account the signed-in Google user can manage (all pages). */
export async function listGoogleAccounts(options: {
  config: Config;
  accessToken: string;
}): Promise<GoogleAccount[]> {
  const accounts: GoogleAccount[] = [];
  let pageToken: string | undefined;
  for (let page = 0; page < 20; page++) {
    const url = new URL(`${hostFor(options.config, 'accounts')}/v1/accounts`);
    url.searchParams.set('pageSize', '20');
    if (pageToken) url.searchParams.set('pageToken', pageToken);
    const json = await call({
      url: url.toString(),
      accessToken: options.accessToken,
      what: 'Listing accounts',
    });
    for (const item of Array.isArray(json.accounts) ? json.accounts : []) {
      const a = item as Record<string, unknown>;
      const name = str(a.name);
      if (name && ACCOUNT_NAME.test(name)) {
        accounts.push({ name, accountName: str(a.accountName) ?? name, type: str(a.type) });
      }
    }
    pageToken = str(json.nextPageToken);
    if (!pageToken) break;
  }
  return accounts;
}

/** The account's locations with their title and address (all pages). */
export async function listGoogleLocations(options: {
  config: Config;
  accessToken: string;
  accountName: string;
}): Promise<GoogleLocation[]> {
  const account = assertResourceName(options.accountName, ACCOUNT_NAME);
  const locations: GoogleLocation[] = [];
  let pageToken: string | undefined;
  for (let page = 0; page < 50; page++) {
    const url = new URL(`${hostFor(options.config, 'locations')}/v1/${account}/locations`);
    url.searchParams.set('readMask', 'name,title,storefrontAddress');
    url.searchParams.set('pageSize', '100');
    if (pageToken) url.searchParams.set('pageToken', pageToken);
    const json = await call({
      url: url.toString(),
      accessToken: options.accessToken,
      what: 'Listing locations',
    });
    for (const item of Array.isArray(json.locations) ? json.locations : []) {
      const l = item as Record<string, unknown>;
      const name = str(l.name);
      if (name && LOCATION_NAME.test(name)) {
        locations.push({
          name,
          accountName: account,
          title: (str(l.title) ?? name).slice(0, 300),
          address: formatGoogleAddress(l.storefrontAddress),
        });
      }
    }
    pageToken = str(json.nextPageToken);
    if (!pageToken) break;
  }
  return locations;
}

/** One page of a location's reviews, most recently updated first. */
export async function listGoogleReviews(options: {
  config: Config;
  accessToken: string;
  accountName: string;
  locationName: string;
  pageToken?: string;
  pageSize?: number;
}): Promise<{
  reviews: GoogleReview[];
  nextPageToken: string | undefined;
  totalReviewCount: number | undefined;
}> {
  const account = assertResourceName(options.accountName, ACCOUNT_NAME);
  const location = assertResourceName(options.locationName, LOCATION_NAME);
  const url = new URL(`${hostFor(options.config, 'reviews')}/v4/${account}/${location}/reviews`);
  url.searchParams.set('pageSize', String(options.pageSize ?? 50));
  url.searchParams.set('orderBy', 'updateTime desc');
  if (options.pageToken) url.searchParams.set('pageToken', options.pageToken);
  const json = await call({ url: url.toString(), accessToken: options.accessToken, what: 'Listing reviews' });
  const reviews = (Array.isArray(json.reviews) ? json.reviews : [])
    .map(parseReview)
    .filter((r): r is GoogleReview => r !== undefined);
  const total = Number(json.totalReviewCount);
  return {
    reviews,
    nextPageToken: str(json.nextPageToken),
    totalReviewCount: Number.isFinite(total) ? total : undefined,
  };
}

export async function getGoogleReview(options: {
  config: Config;
  accessToken: string;
  reviewName: string;
}): Promise<GoogleReview | undefined> {
  const name = assertResourceName(options.reviewName, REVIEW_NAME);
  try {
    const json = await call({
      url: `${hostFor(options.config, 'reviews')}/v4/${name}`,
      accessToken: options.accessToken,
      what: 'Reading the review',
    });
    return parseReview(json);
  } catch (error) {
    if (error instanceof BusinessProfileApiError && error.status === 404) return undefined;
    throw error;
  }
}

export async function putGoogleReply(options: {
  config: Config;
  accessToken: string;
  reviewName: string;
  comment: string;
}): Promise<GoogleReply> {
  const name = assertResourceName(options.reviewName, REVIEW_NAME);
  const json = await call({
    url: `${hostFor(options.config, 'reviews')}/v4/${name}/reply`,
    method: 'PUT',
    body: { comment: options.comment },
    accessToken: options.accessToken,
    what: 'Posting the reply',
  });
  return (
    parseGoogleReply(json) ?? {
      comment: options.comment,
      updateTime: undefined,
      state: undefined,
      policyNote: undefined,
    }
  );
}

export async function deleteGoogleReply(options: {
  config: Config;
  accessToken: string;
  reviewName: string;
}): Promise<void> {
  const name = assertResourceName(options.reviewName, REVIEW_NAME);
  try {
    await call({
      url: `${hostFor(options.config, 'reviews')}/v4/${name}/reply`,
      method: 'DELETE',
      accessToken: options.accessToken,
      what: 'Deleting the reply',
    });
  } catch (error) {
    // Already gone is the outcome we wanted.
    if (error instanceof BusinessProfileApiError && error.status === 404) return;
    throw error;
  }
}
