/**
 * The assistant's booking flow in the chat: the built-in path answers a booking request with real slots (buttons in
 * the widget) that book with one tap; the LLM path calls check_availability and book_appointment with a slot id
 * (never a raw time) against a local OpenAI-compatible fake, and only a real booking is reported as one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Availability, ChatResponse } from '@leadchat/contract';
import { eq } from 'drizzle-orm';
import { appointments, messages } from '../../db/schema.js';
import { signUpAndSignIn } from '../../test/auth-helpers.js';
import { createHttpClient, createTestApp, type HttpClient, type TestApp } from '../../test/test-app.js';
import { insertWebsite } from '../conversations/owner-data.fixture.js';
import {
  lastUserText,
  startFakeOpenAiServer,
  type FakeChatRequest,
  type FakeOpenAiServer,
  type FakeReply,
} from '../../assistant/testing/fake-openai-server.js';
import { openEveryDay } from './testing/open-every-day.js';

const everyDay = (): Availability =>
  openEveryDay({ timezone: 'America/Chicago', start: '08:00', end: '20:00' });

async function setUp(env: Record<string, string> = {}) {
  const t = await createTestApp({ RATE_LIMIT_MULTIPLIER: '20', ...env });
  const owner = createHttpClient(t.app);
  const { userId } = await signUpAndSignIn(owner, { sentEmails: t.sentEmails });
  const websiteId = await insertWebsite(t.database.db, { userId, name: 'Prairie Plumbing' });
  const created = await owner.post('/api/calendar-integrations', {
    websiteId,
    provider: 'leadchat',
    availability: everyDay(),
  });
  expect(created.status).toBe(201);
  return { t, owner, websiteId };
}

describe('booking in the chat: built-in assistant', () => {
  let t: TestApp;
  let websiteId: string;
  let visitor: HttpClient;

  beforeAll(async () => {
    ({ t, websiteId } = await setUp());
    visitor = createHttpClient(t.app, { origin: 'https://prairie.example' });
  });
  afterAll(() => t?.close());

  it('offers real slots in the visitor zone and books one with a tap', async () => {
    const chat = await visitor.post('/api/chat', {
      message: 'Hi, can I book an appointment for tomorrow?',
      websiteId,
      visitorId: 'visitor-built-in',
      visitorData: { name: 'Rosa Diaz', email: 'rosa@example.com' },
      visitorTimezone: 'Asia/Kolkata',
    });
    expect(chat.status).toBe(200);
    const reply = (await chat.json()) as ChatResponse;
    expect(reply.booking?.slots?.length).toBe(6);
    expect(reply.response).toContain('Tap one to book it');
    expect(reply.booking!.slots![0]!.label).toMatch(/GMT\+5:30/);
    expect(reply.response).toContain(reply.booking!.slots![0]!.label);

    // A tap sends the slot's label as the visitor's message with its token; the reply is the outcome.
    const slot = reply.booking!.slots![0]!;
    const tapped = await visitor.post('/api/chat', {
      message: slot.label,
      slotToken: slot.token,
      conversationId: reply.conversationId,
      websiteId,
      visitorId: 'visitor-built-in',
      visitorData: { name: 'Rosa Diaz', email: 'rosa@example.com' },
      visitorTimezone: 'Asia/Kolkata',
    });
    const confirmation = (await tapped.json()) as ChatResponse;
    expect(confirmation.response).toMatch(/You're booked for .*rosa@example.com/);
    const [row] = await t.database.db
      .select()
      .from(appointments)
      .where(eq(appointments.websiteId, websiteId));
    expect(row).toMatchObject({
      visitorName: 'Rosa Diaz',
      visitorEmail: 'rosa@example.com',
      status: 'confirmed',
    });
    // The same tap again books nothing more; a second visitor tapping the same time hears it was taken.
    await visitor.post('/api/chat', {
      message: slot.label,
      slotToken: slot.token,
      conversationId: reply.conversationId,
      websiteId,
      visitorId: 'visitor-built-in',
    });
    const late = (await (
      await createHttpClient(t.app).post('/api/chat', {
        message: slot.label,
        slotToken: slot.token,
        websiteId,
        visitorId: 'visitor-late',
        visitorData: { name: 'Sam Late', email: 'sam@example.com' },
      })
    ).json()) as ChatResponse;
    expect(late.response).toMatch(/just taken/);
    expect(late.booking?.slots?.map((offered) => offered.startsAt)).not.toContain(slot.startsAt);
    expect(
      await t.database.db.select().from(appointments).where(eq(appointments.websiteId, websiteId)),
    ).toHaveLength(1);
    const transcript = await t.database.db
      .select({ content: messages.content })
      .from(messages)
      .where(eq(messages.conversationId, reply.conversationId));
    expect(transcript.some((message) => message.content.startsWith('Appointment booked:'))).toBe(true);
  });
});

describe('booking in the chat: LLM tools', () => {
  let t: TestApp;
  let websiteId: string;
  let fake: FakeOpenAiServer;
  let forged = false;

  function script(request: FakeChatRequest): FakeReply {
    const toolResults = request.messages.filter((message) => message.role === 'tool');
    const text = lastUserText(request);
    if (!text.includes('book')) return { kind: 'text', chunks: ['Hello!'] };
    const offered = request.tools?.map((entry) => entry.function.name) ?? [];
    if (!offered.includes('check_availability')) return { kind: 'text', chunks: ['No booking tools.'] };
    if (toolResults.length === 0) return { kind: 'tool_call', name: 'check_availability', args: {} };
    if (toolResults.length === 1) {
      const content = JSON.stringify(toolResults[0]!.content);
      const slotId = /slot_id\\?":\\?"([^"\\]+)/.exec(content)?.[1] ?? '';
      return {
        kind: 'tool_call',
        name: 'book_appointment',
        args: {
          slot_id: forged ? `${slotId.slice(0, -4)}AAAA` : slotId,
          name: 'Lee Park',
          email: 'lee@example.com',
        },
      };
    }
    const result = JSON.stringify(toolResults[1]!.content);
    return {
      kind: 'text',
      chunks: [result.includes('booked\\":true') ? 'You are booked!' : 'That could not be booked.'],
    };
  }

  beforeAll(async () => {
    fake = await startFakeOpenAiServer({ ports: [5191, 5192, 5193, 5194, 5195], script });
    ({ t, websiteId } = await setUp({
      LLM_PROVIDER: 'openai-compatible',
      LLM_BASE_URL: fake.baseUrl,
      LLM_API_KEY: 'sk-test',
      LLM_MODEL: 'fake-model',
    }));
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  it('checks availability, books with a slot id, and reports the real outcome', async () => {
    const visitor = createHttpClient(t.app);
    const response = await visitor.post('/api/chat', {
      message: 'Please book me in',
      websiteId,
      visitorId: 'visitor-llm',
      visitorTimezone: 'Europe/Paris',
    });
    const reply = (await response.json()) as ChatResponse;
    expect(reply.response).toBe('You are booked!');
    const booked = await t.database.db
      .select()
      .from(appointments)
      .where(eq(appointments.websiteId, websiteId));
    expect(booked).toHaveLength(1);
    expect(booked[0]).toMatchObject({ visitorEmail: 'lee@example.com', visitorTimezone: 'Europe/Paris' });
    // The model only ever saw slot ids and labels, never raw times to send back.
    const tools = fake.requests.at(-1)!.tools!.map((entry) => entry.function.name);
    expect(tools).toEqual(expect.arrayContaining(['check_availability', 'book_appointment', 'capture_lead']));

    forged = true;
    const second = await createHttpClient(t.app).post('/api/chat', {
      message: 'Please book me in too',
      websiteId,
      visitorId: 'visitor-llm-2',
    });
    expect(((await second.json()) as ChatResponse).response).toBe('That could not be booked.');
    expect(
      await t.database.db.select().from(appointments).where(eq(appointments.websiteId, websiteId)),
    ).toHaveLength(1);
  });
});
