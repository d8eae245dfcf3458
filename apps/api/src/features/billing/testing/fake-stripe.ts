/**
 * A local HTTP server speaking the few Stripe API calls we make (form-encoded requests, JSON answers), for
 * tests. The SDK is pointed at it with STRIPE_API_BASE. It records every request so tests can check their shape.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type RecordedStripeRequest = {
  method: string;
  path: string;
  /** Form fields exactly as sent, e.g. `line_items[0][price_data][unit_amount]`. */
  form: Record<string, string>;
  headers: IncomingMessage['headers'];
};

export type FakeStripe = {
  url: string;
  requests: RecordedStripeRequest[];
  /** Objects the fake answers with for GET /v1/subscriptions/:id and /v1/checkout/sessions/:id. */
  subscriptions: Map<string, Record<string, unknown>>;
  checkoutSessions: Map<string, Record<string, unknown>>;
  /** Makes every call answer this status (e.g. 500) until reset with null. */
  failWith: (status: number | null) => void;
  close: () => Promise<void>;
};

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function stripeError(message: string) {
  return { error: { type: 'invalid_request_error', message } };
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: RecordedStripeRequest[] = [];
  const subscriptions = new Map<string, Record<string, unknown>>();
  const checkoutSessions = new Map<string, Record<string, unknown>>();
  let failure: number | null = null;
  let counter = 0;

  const server: Server = createServer(async (request, response) => {
    const body = await readBody(request);
    const url = new URL(request.url ?? '/', 'http://fake-stripe');
    const form = Object.fromEntries(new URLSearchParams(body));
    requests.push({ method: request.method ?? 'GET', path: url.pathname, form, headers: request.headers });
    const send = (status: number, payload: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_fake_${counter}` });
      response.end(JSON.stringify(payload));
    };
    if (failure) return send(failure, { error: { type: 'api_error', message: 'Fake Stripe failure' } });
    if (request.headers.authorization !== 'Bearer sk_test_fake') {
      return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
    }

    counter += 1;
    const path = url.pathname;
    if (request.method === 'POST' && path === '/v1/checkout/sessions') {
      const id = `cs_test_fake_${counter}`;
      const session = {
        id,
        object: 'checkout.session',
        mode: form.mode,
        status: 'open',
        payment_status: 'unpaid',
        client_reference_id: form.client_reference_id ?? null,
        customer: form.customer ?? null,
        subscription: null,
        metadata: {
          userId: form['metadata[userId]'],
          planType: form['metadata[planType]'],
          paymentType: form['metadata[paymentType]'],
        },
        url: `https://checkout.stripe.test/c/pay/${id}`,
      };
      checkoutSessions.set(id, session);
      return send(200, session);
    }
    const sessionMatch = path.match(/^\/v1\/checkout\/sessions\/([^/]+)$/);
    if (request.method === 'GET' && sessionMatch) {
      const session = checkoutSessions.get(decodeURIComponent(sessionMatch[1]!));
      return session ? send(200, session) : send(404, stripeError('No such checkout.session'));
    }
    if (request.method === 'POST' && path === '/v1/billing_portal/sessions') {
      return send(200, {
        id: `bps_fake_${counter}`,
        object: 'billing_portal.session',
        customer: form.customer,
        return_url: form.return_url,
        url: `https://billing.stripe.test/p/session/${counter}`,
      });
    }
    const subscriptionMatch = path.match(/^\/v1\/subscriptions\/([^/]+)$/);
    if (subscriptionMatch) {
      const id = decodeURIComponent(subscriptionMatch[1]!);
      const subscription = subscriptions.get(id);
      if (!subscription) return send(404, stripeError('No such subscription'));
      if (request.method === 'DELETE') {
        const canceled = { ...subscription, status: 'canceled' };
        subscriptions.set(id, canceled);
        return send(200, canceled);
      }
      return send(200, subscription);
    }
    return send(404, stripeError(`Unrecognized request URL (${request.method}: ${path})`));
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    subscriptions,
    checkoutSessions,
    failWith: (status) => {
      failure = status;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
