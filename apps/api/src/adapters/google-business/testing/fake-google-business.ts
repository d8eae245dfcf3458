/**
 * A local stand-in for Google's OAuth 2.0 and Business Profile endpoints, speaking their wire format (tests and
 * e2e point GOOGLE_OAUTH_BASE_URL and GOOGLE_API_BASE_URL at it):
 *   GET  /o/oauth2/v2/auth           consent: checks client, S256 challenge, business.manage, offline access;
 *                                    redirects back with a code (or `error=access_denied` when told to refuse)
 *   POST /token                      authorization_code (PKCE verified, single-use code) and refresh_token grants
 *   POST /revoke                     revokes a refresh or access token
 *   GET  /v1/accounts                Account Management
 *   GET  /v1/accounts/{a}/locations  Business Information (readMask required, as at Google)
 *   GET  /v4/accounts/{a}/locations/{l}/reviews[?pageSize&pageToken&orderBy]   newest first, paged
 *   GET  /v4/…/reviews/{r}           one review
 *   PUT  /v4/…/reviews/{r}/reply     updateReply: 4,096-byte limit (400 INVALID_ARGUMENT), policy moderation
 *   DELETE /v4/…/reviews/{r}/reply   deleteReply
 * Errors use Google's `{ error: { code, message, status } }` shape.
 */
import { randomBytes } from 'node:crypto';
import { bearer, consent, createOauthState, issueTokens } from '../../testing/fake-oauth.js';
import { startFakeServer, type FakeReply, type FakeRequest } from '../../testing/fake-http.js';

export type FakeReview = {
  name: string;
  reviewId: string;
  reviewer: { displayName: string; isAnonymous: boolean };
  starRating: 'ONE' | 'TWO' | 'THREE' | 'FOUR' | 'FIVE';
  comment?: string;
  createTime: string;
  updateTime: string;
  reviewReply?: {
    comment: string;
    updateTime: string;
    state: 'PENDING' | 'APPROVED' | 'REJECTED';
    policyViolation?: { policyViolationType: string; description: string };
  };
};

export type FakeGoogleBusiness = {
  url: string;
  clientId: string;
  clientSecret: string;
  accountEmail: string;
  accountName: string;
  locations: { name: string; title: string }[];
  /** Reviews per location name (`locations/{id}`), in any order (served newest first). */
  reviews: Map<string, FakeReview[]>;
  /** Every request, in order (method, path, and the PUT bodies). */
  requests: { method: string; path: string; body?: string }[];
  addReview: (input: {
    locationName?: string;
    reviewer: string;
    rating: 1 | 2 | 3 | 4 | 5;
    comment?: string;
    createTime?: Date;
    reply?: string;
  }) => FakeReview;
  findReview: (name: string) => FakeReview | undefined;
  /** PUT /reply calls per review name. */
  replyPuts: (reviewName: string) => number;
  /** Replies containing this text are rejected by the fake's "moderation" (state REJECTED with a policy note). */
  bannedPhrase: string;
  /** The consent page answers `error=access_denied` (the user clicked Cancel) while true. */
  refuseConsent: (refuse: boolean) => void;
  /** Every issued access token expires now (the next API call needs a refresh). */
  expireAccessTokens: () => void;
  /** Every refresh token is revoked (the next refresh answers invalid_grant). */
  revokeRefreshTokens: () => void;
  /** The next N Business Profile API calls answer 503. */
  failNext: (count: number) => void;
  /** Every refresh and access token issued and not revoked (to prove none is stored or shown in the clear). */
  issuedTokens: () => string[];
  close: () => Promise<void>;
};

const RATINGS = ['ONE', 'TWO', 'THREE', 'FOUR', 'FIVE'] as const;
const MAX_REPLY_BYTES = 4096;

function googleError(code: number, status: string, message: string): FakeReply {
  return { status: code, json: { error: { code, message, status } } };
}

export async function startFakeGoogleBusiness(
  options: { accountEmail?: string; locationCount?: number } = {},
): Promise<FakeGoogleBusiness> {
  const oauth = createOauthState();
  const client = {
    id: 'fake-gbp-client.apps.googleusercontent.com',
    secret: 'fake-gbp-secret',
    email: options.accountEmail ?? 'owner@business.test',
  };
  const accountName = 'accounts/1042';
  const locations = [
    {
      name: 'locations/777001',
      title: 'Rivera Plumbing — Downtown',
      address: ['12 Main St'],
      city: 'Springfield',
    },
    {
      name: 'locations/777002',
      title: 'Rivera Plumbing — Westside',
      address: ['480 Oak Ave'],
      city: 'Springfield',
    },
  ].slice(0, options.locationCount ?? 2);
  const reviews = new Map<string, FakeReview[]>(locations.map((l) => [l.name, []]));
  const requests: { method: string; path: string; body?: string }[] = [];
  const puts = new Map<string, number>();
  const bannedPhrase = 'call my cousin';
  let refuse = false;
  let failures = 0;

  const allReviews = () => [...reviews.values()].flat();
  const findReview = (name: string) => allReviews().find((r) => r.name === name);

  function handle(request: FakeRequest): FakeReply {
    requests.push({
      method: request.method,
      path: request.path,
      ...(request.method === 'PUT' ? { body: request.body } : {}),
    });
    if (request.method === 'GET' && request.path === '/o/oauth2/v2/auth') {
      const q = request.query;
      if (!(q.get('scope') ?? '').split(' ').includes('https://www.googleapis.com/auth/business.manage')) {
        return { status: 400, json: { error: 'invalid_scope' } };
      }
      if (q.get('access_type') !== 'offline') return { status: 400, json: { error: 'invalid_request' } };
      if (refuse) {
        const back = new URL(q.get('redirect_uri') ?? '');
        back.searchParams.set('error', 'access_denied');
        back.searchParams.set('state', q.get('state') ?? '');
        return { status: 302, headers: { location: back.toString() } };
      }
      return consent(oauth, request, client.id);
    }
    if (request.method === 'POST' && request.path === '/token') return issueTokens(oauth, request, client);
    if (request.method === 'POST' && request.path === '/revoke') {
      const token = new URLSearchParams(request.body).get('token') ?? '';
      const known = oauth.refreshTokens.delete(token) || oauth.accessTokens.delete(token);
      return known ? { status: 200, json: {} } : { status: 400, json: { error: 'invalid_token' } };
    }
    if (!request.path.startsWith('/v1/') && !request.path.startsWith('/v4/')) {
      return googleError(404, 'NOT_FOUND', 'Not Found');
    }
    if (!bearer(oauth, request)) {
      return googleError(401, 'UNAUTHENTICATED', 'Request had invalid authentication credentials.');
    }
    if (failures > 0) {
      failures--;
      return googleError(503, 'UNAVAILABLE', 'The service is currently unavailable.');
    }

    if (request.method === 'GET' && request.path === '/v1/accounts') {
      return {
        status: 200,
        json: { accounts: [{ name: accountName, accountName: 'Rivera Plumbing', type: 'LOCATION_GROUP' }] },
      };
    }
    if (request.method === 'GET' && request.path === `/v1/${accountName}/locations`) {
      if (!request.query.get('readMask'))
        return googleError(400, 'INVALID_ARGUMENT', "Request contains an invalid argument: 'read_mask'.");
      return {
        status: 200,
        json: {
          locations: locations.map((l) => ({
            name: l.name,
            title: l.title,
            storefrontAddress: {
              regionCode: 'US',
              postalCode: '62701',
              administrativeArea: 'IL',
              locality: l.city,
              addressLines: l.address,
            },
          })),
        },
      };
    }
    const list = /^\/v4\/(accounts\/[^/]+)\/(locations\/[^/]+)\/reviews$/.exec(request.path);
    if (list && request.method === 'GET') {
      if (list[1] !== accountName || !reviews.has(list[2]!))
        return googleError(404, 'NOT_FOUND', 'Requested entity was not found.');
      const pageSize = Math.min(50, Math.max(1, Number(request.query.get('pageSize') ?? 50) || 50));
      const offset = Number(
        request.query.get('pageToken')
          ? Buffer.from(request.query.get('pageToken')!, 'base64url').toString()
          : 0,
      );
      const sorted = [...reviews.get(list[2]!)!].sort((a, b) => b.updateTime.localeCompare(a.updateTime));
      const page = sorted.slice(offset, offset + pageSize);
      const next =
        offset + pageSize < sorted.length
          ? Buffer.from(String(offset + pageSize)).toString('base64url')
          : undefined;
      const ratings = sorted.map((r) => RATINGS.indexOf(r.starRating) + 1);
      return {
        status: 200,
        json: {
          reviews: page.map(moderate),
          averageRating: ratings.length ? ratings.reduce((a, b) => a + b, 0) / ratings.length : 0,
          totalReviewCount: sorted.length,
          ...(next ? { nextPageToken: next } : {}),
        },
      };
    }
    const one = /^\/v4\/(accounts\/[^/]+\/locations\/[^/]+\/reviews\/[^/]+?)(\/reply)?$/.exec(request.path);
    if (one) {
      const review = findReview(one[1]!);
      if (!review) return googleError(404, 'NOT_FOUND', 'Requested entity was not found.');
      if (!one[2] && request.method === 'GET') return { status: 200, json: moderate(review) };
      if (one[2] && request.method === 'PUT') {
        let body: { comment?: unknown };
        try {
          body = JSON.parse(request.body || '{}') as { comment?: unknown };
        } catch {
          return googleError(400, 'INVALID_ARGUMENT', 'Invalid JSON payload received.');
        }
        if (typeof body.comment !== 'string' || body.comment.trim() === '') {
          return googleError(400, 'INVALID_ARGUMENT', 'Request contains an invalid argument.');
        }
        if (Buffer.byteLength(body.comment, 'utf8') > MAX_REPLY_BYTES) {
          return googleError(
            400,
            'INVALID_ARGUMENT',
            'Request contains an invalid argument: comment is too long.',
          );
        }
        puts.set(review.name, (puts.get(review.name) ?? 0) + 1);
        const rejected = body.comment.toLowerCase().includes(bannedPhrase);
        review.reviewReply = {
          comment: body.comment,
          updateTime: new Date().toISOString(),
          state: rejected ? 'REJECTED' : 'PENDING',
          ...(rejected
            ? {
                policyViolation: {
                  policyViolationType: 'SPAM',
                  description: 'The reply promotes another business.',
                },
              }
            : {}),
        };
        return { status: 200, json: review.reviewReply };
      }
      if (one[2] && request.method === 'DELETE') {
        if (!review.reviewReply) return googleError(404, 'NOT_FOUND', 'Requested entity was not found.');
        delete review.reviewReply;
        return { status: 200, json: {} };
      }
    }
    return googleError(404, 'NOT_FOUND', 'Not Found');
  }

  /** A pending reply (as the PUT answers it) is approved by the time anyone reads the review again. */
  function moderate(review: FakeReview): FakeReview {
    if (review.reviewReply?.state === 'PENDING') review.reviewReply.state = 'APPROVED';
    return structuredClone(review);
  }

  const server = await startFakeServer(handle);
  return {
    url: server.url,
    clientId: client.id,
    clientSecret: client.secret,
    accountEmail: client.email,
    accountName,
    locations: locations.map((l) => ({ name: l.name, title: l.title })),
    reviews,
    requests,
    addReview: (input) => {
      const locationName = input.locationName ?? locations[0]!.name;
      const reviewId = `AbFvOq${randomBytes(9).toString('base64url')}`;
      const when = (input.createTime ?? new Date()).toISOString();
      const review: FakeReview = {
        name: `${accountName}/${locationName}/reviews/${reviewId}`,
        reviewId,
        reviewer: { displayName: input.reviewer, isAnonymous: false },
        starRating: RATINGS[input.rating - 1]!,
        ...(input.comment !== undefined ? { comment: input.comment } : {}),
        createTime: when,
        updateTime: when,
        ...(input.reply
          ? { reviewReply: { comment: input.reply, updateTime: when, state: 'APPROVED' as const } }
          : {}),
      };
      reviews.get(locationName)!.push(review);
      return review;
    },
    findReview,
    replyPuts: (name) => puts.get(name) ?? 0,
    bannedPhrase,
    refuseConsent: (value) => {
      refuse = value;
    },
    expireAccessTokens: () => {
      for (const token of oauth.accessTokens.keys()) oauth.accessTokens.set(token, 0);
    },
    revokeRefreshTokens: () => oauth.refreshTokens.clear(),
    failNext: (count) => {
      failures = count;
    },
    issuedTokens: () => [...oauth.refreshTokens, ...oauth.accessTokens.keys()],
    close: server.close,
  };
}
