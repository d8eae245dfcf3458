import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Lead, LeadListResponse, LeadStats } from '@leadchat/contract';
import { conversations } from '../../db/schema.js';
import { signUpAndSignIn } from '../../test/auth-helpers.js';
import { createHttpClient, createTestApp, type HttpClient, type TestApp } from '../../test/test-app.js';
import {
  daysAgo,
  insertConversation,
  insertWebsite,
  minutesAgo,
} from '../conversations/owner-data.fixture.js';
import { formatCsvHeader, formatLeadCsvRows, neutraliseCsvCell } from './leads-csv.js';
import { prepareLeadsCsvExport } from './leads.service.js';

/** The awkward lead: a comma, a quote, a newline and a leading '=' (a formula if a spreadsheet trusted it). */
const TRICKY_NAME = '=SUM(A1,A2) "Big"\nCo';

describe('leads API', () => {
  let t: TestApp;
  let owner: HttpClient;
  let intruder: HttpClient;
  let ownerId: string;
  let alpha: string;
  let beta: string;
  let foreignWebsite: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp();
    owner = createHttpClient(t.app);
    intruder = createHttpClient(t.app);
    ownerId = (await signUpAndSignIn(owner, { sentEmails: t.sentEmails })).userId;
    const intruderId = (await signUpAndSignIn(intruder, { sentEmails: t.sentEmails })).userId;
    const db = t.database.db;
    alpha = await insertWebsite(db, { userId: ownerId, name: 'Alpha Plumbing' });
    beta = await insertWebsite(db, { userId: ownerId, name: 'Beta Roofing' });
    foreignWebsite = await insertWebsite(db, { userId: intruderId, name: 'Intruder Site' });

    ids.alice = await insertConversation(db, {
      websiteId: alpha,
      visitorId: 'v-alice',
      name: 'Alice Anderson',
      email: 'alice@example.com',
      phone: '+1 555 0101',
      company: 'Acme Corp',
      isLead: true,
      status: 'new',
      score: 85,
      scoreReasons: [{ rule: 'contact', points: 40, detail: 'Email and phone given' }],
      createdAt: daysAgo(1),
      lastActivityAt: minutesAgo(5),
      messages: [
        { role: 'user', content: 'Hi, I need a quote', createdAt: daysAgo(1) },
        {
          role: 'assistant',
          content: 'Sure! What is your email?',
          responseTimeMs: 120,
          createdAt: daysAgo(1),
        },
      ],
    });
    ids.bob = await insertConversation(db, {
      websiteId: alpha,
      visitorId: 'v-bob',
      name: 'Bob Brown',
      email: 'bob@builders.test',
      company: 'Builders Ltd',
      isLead: true,
      status: 'contacted',
      score: 65,
      tags: ['vip'],
      createdAt: daysAgo(2),
      lastActivityAt: minutesAgo(30),
    });
    ids.tricky = await insertConversation(db, {
      websiteId: beta,
      visitorId: 'v-tricky',
      name: TRICKY_NAME,
      email: 'tricky@example.com',
      phone: '+44 20 7946 0000',
      company: 'Zeta, Inc',
      isLead: true,
      status: 'converted',
      score: 45,
      createdAt: daysAgo(3),
      lastActivityAt: minutesAgo(60),
    });
    ids.carol = await insertConversation(db, {
      websiteId: beta,
      visitorId: 'v-carol',
      name: 'Carol Chen',
      email: 'carol@acme.test',
      isLead: true,
      status: 'converted',
      score: 20,
      source: 'whatsapp',
      createdAt: daysAgo(4),
      lastActivityAt: minutesAgo(90),
    });
    ids.dan = await insertConversation(db, {
      websiteId: beta,
      visitorId: 'v-dan',
      name: 'Dan 50%_off',
      isLead: true,
      status: 'lost',
      score: 0,
      createdAt: daysAgo(5),
      lastActivityAt: minutesAgo(120),
    });
    // Conversations that are not leads never appear on /leads.
    ids.eve = await insertConversation(db, {
      websiteId: alpha,
      visitorId: 'v-eve',
      name: 'Eve Acme',
      email: 'eve@acme.test',
      createdAt: minutesAgo(20),
    });
    // Another owner's lead matches the same searches and must never show.
    ids.foreign = await insertConversation(db, {
      websiteId: foreignWebsite,
      visitorId: 'v-secret',
      name: 'Alice Secret',
      email: 'alice@secret.test',
      company: 'Acme Secret',
      isLead: true,
      status: 'new',
      score: 99,
      createdAt: minutesAgo(1),
    });
  });
  afterAll(async () => t.close());

  async function list(client: HttpClient, query = ''): Promise<LeadListResponse> {
    const response = await client.get(`/api/leads${query}`);
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as LeadListResponse;
  }
  const names = (body: LeadListResponse) => body.items.map((lead) => lead.name);

  it('needs a signed-in owner', async () => {
    const anonymous = createHttpClient(t.app);
    for (const path of [
      '/api/leads',
      '/api/leads/stats',
      '/api/leads/export.csv',
      `/api/leads/${ids.alice}`,
    ]) {
      expect((await anonymous.get(path)).status).toBe(401);
    }
  });

  it('lists only captured leads of the owner, newest activity first', async () => {
    const body = await list(owner);
    expect(body.total).toBe(5);
    expect(names(body)).toEqual(['Alice Anderson', 'Bob Brown', TRICKY_NAME, 'Carol Chen', 'Dan 50%_off']);
    const alice = body.items[0]!;
    expect(alice).toMatchObject({
      websiteName: 'Alpha Plumbing',
      email: 'alice@example.com',
      phone: '+1 555 0101',
      company: 'Acme Corp',
      status: 'new',
      score: 85,
      source: 'web',
      messageCount: 2,
      scoreReasons: [{ rule: 'contact', points: 40, detail: 'Email and phone given' }],
    });
    expect(body.items.find((lead) => lead.name === 'Carol Chen')?.source).toBe('whatsapp');
  });

  it('searches name, email and company case-insensitively as a substring', async () => {
    expect(names(await list(owner, '?search=ACME'))).toEqual(['Alice Anderson', 'Carol Chen']);
    expect(names(await list(owner, '?search=builders.TEST'))).toEqual(['Bob Brown']);
    expect(names(await list(owner, '?search=zeta,'))).toEqual([TRICKY_NAME]);
    expect(names(await list(owner, '?search=son'))).toEqual(['Alice Anderson']);
    // LIKE wildcards are literal text.
    expect(names(await list(owner, `?search=${encodeURIComponent('50%')}`))).toEqual(['Dan 50%_off']);
    expect(names(await list(owner, '?search=_'))).toEqual(['Dan 50%_off']);
    expect((await list(owner, '?search=nobody-matches')).total).toBe(0);
  });

  it('filters by status and website, alone and with a search', async () => {
    expect(names(await list(owner, '?status=converted'))).toEqual([TRICKY_NAME, 'Carol Chen']);
    expect(names(await list(owner, '?status=new'))).toEqual(['Alice Anderson']);
    expect(names(await list(owner, '?status=contacted'))).toEqual(['Bob Brown']);
    expect(names(await list(owner, '?status=lost'))).toEqual(['Dan 50%_off']);
    expect((await list(owner, '?status=qualified')).total).toBe(0);
    expect(names(await list(owner, '?status=all'))).toHaveLength(5);
    expect(names(await list(owner, `?websiteId=${alpha}`))).toEqual(['Alice Anderson', 'Bob Brown']);
    expect(names(await list(owner, '?status=converted&search=carol'))).toEqual(['Carol Chen']);
    expect((await owner.get('/api/leads?status=won')).status).toBe(400);
    expect((await owner.get('/api/leads?websiteId=not-a-uuid')).status).toBe(400);
    expect((await owner.get('/api/leads?pageSize=1000')).status).toBe(400);
  });

  it('sorts and paginates on the server', async () => {
    expect(names(await list(owner, '?sort=score&order=desc')).slice(0, 2)).toEqual([
      'Alice Anderson',
      'Bob Brown',
    ]);
    expect(names(await list(owner, '?sort=score&order=asc'))[0]).toBe('Dan 50%_off');
    expect(names(await list(owner, '?sort=created&order=asc'))[0]).toBe('Dan 50%_off');
    expect(names(await list(owner, '?sort=created&order=desc'))[0]).toBe('Alice Anderson');
    expect((await owner.get('/api/leads?sort=name')).status).toBe(400);
    const page1 = await list(owner, '?pageSize=2&page=1');
    const page3 = await list(owner, '?pageSize=2&page=3');
    expect(page1).toMatchObject({ total: 5, isTotalExact: true, page: 1, pageSize: 2 });
    expect(names(page1)).toEqual(['Alice Anderson', 'Bob Brown']);
    expect(names(page3)).toEqual(['Dan 50%_off']);
    expect((await list(owner, '?pageSize=2&page=9')).items).toEqual([]);
  });

  it("computes the stat cards from all the owner's leads", async () => {
    const stats = (await (await owner.get('/api/leads/stats')).json()) as LeadStats;
    // Scores 85, 65, 45, 20, 0 → mean 43.
    expect(stats).toEqual({ totalLeads: 5, newLeads: 1, convertedLeads: 2, averageScore: 43 });
    const alphaStats = (await (await owner.get(`/api/leads/stats?websiteId=${alpha}`)).json()) as LeadStats;
    expect(alphaStats).toEqual({ totalLeads: 2, newLeads: 1, convertedLeads: 0, averageScore: 75 });
  });

  it('updates a lead: fields, normalised tags, and the score override flag only when the score changes', async () => {
    const same = await owner.patch(`/api/leads/${ids.bob}`, { score: 65, status: 'qualified' });
    expect(same.status).toBe(200);
    expect((await same.json()) as Lead).toMatchObject({
      score: 65,
      status: 'qualified',
      isScoreOverridden: false,
    });

    const response = await owner.patch(`/api/leads/${ids.bob}`, {
      name: '  Robert Brown ',
      email: 'robert@builders.test',
      phone: '',
      company: 'Builders Ltd',
      status: 'converted',
      score: 90,
      notes: 'Call back on Monday',
      tags: [' hot ', '', 'plumbing', 'HOT', '  '],
    });
    expect(response.status).toBe(200);
    const lead = (await response.json()) as Lead;
    expect(lead).toMatchObject({
      name: 'Robert Brown',
      email: 'robert@builders.test',
      phone: null,
      status: 'converted',
      score: 90,
      isScoreOverridden: true,
      notes: 'Call back on Monday',
      tags: ['hot', 'plumbing'],
    });
    const [row] = await t.database.db.select().from(conversations).where(eq(conversations.id, ids.bob!));
    expect(row).toMatchObject({
      visitorName: 'Robert Brown',
      leadScore: 90,
      leadScoreOverridden: true,
      leadStatus: 'converted',
    });
  });

  it('refuses bad edits with 400 and a clear message', async () => {
    const cases: [unknown, string][] = [
      [{ score: 101 }, 'Score must be between 0 and 100'],
      [{ score: -1 }, 'Score must be between 0 and 100'],
      [{ score: 'abc' }, 'Score must be a number'],
      [{ score: 4.5 }, 'Score must be a whole number'],
      [{ status: 'won' }, 'status'],
      [{ email: 'not-an-email' }, 'Email must be a valid email address'],
      [{ tags: 'a,b' }, 'tags'],
      [{ name: 'x'.repeat(201) }, 'Name must be at most 200 characters'],
      [{ unknownField: 1 }, 'unknownField'],
    ];
    for (const [body, message] of cases) {
      const response = await owner.patch(`/api/leads/${ids.alice}`, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      const error = ((await response.json()) as { error: { code: string; message: string } }).error;
      expect(error.message).toContain(message);
    }
    const malformed = await owner.request(`/api/leads/${ids.alice}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: '{"score":',
    });
    expect(malformed.status).toBe(400);
  });

  it('answers 404 for a conversation that is not a lead, an unknown id and a malformed id', async () => {
    expect((await owner.get(`/api/leads/${ids.eve}`)).status).toBe(404);
    expect((await owner.patch(`/api/leads/${ids.eve}`, { status: 'contacted' })).status).toBe(404);
    expect((await owner.get('/api/leads/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await owner.get('/api/leads/abc')).status).toBe(404);
  });

  it("never shows one owner's leads to another", async () => {
    const mine = await list(intruder);
    expect(names(mine)).toEqual(['Alice Secret']);
    expect(names(await list(intruder, '?search=alice'))).toEqual(['Alice Secret']);
    expect((await list(owner, '?search=secret')).total).toBe(0);
    expect(((await (await intruder.get('/api/leads/stats')).json()) as LeadStats).totalLeads).toBe(1);
    for (const path of [
      `/api/leads/${ids.alice}`,
      `/api/leads?websiteId=${alpha}`,
      `/api/leads/stats?websiteId=${alpha}`,
      `/api/leads/export.csv?websiteId=${alpha}`,
    ]) {
      expect((await intruder.get(path)).status, path).toBe(404);
    }
    const patch = await intruder.patch(`/api/leads/${ids.alice}`, { status: 'lost', score: 1 });
    expect(patch.status).toBe(404);
    const [row] = await t.database.db.select().from(conversations).where(eq(conversations.id, ids.alice!));
    expect(row).toMatchObject({ leadStatus: 'new', leadScore: 85 });
    const csv = await (await intruder.get('/api/leads/export.csv')).text();
    expect(csv).toContain('Alice Secret');
    expect(csv).not.toContain('Anderson');
    expect(csv.trim().split('\r\n')).toHaveLength(2);
  });

  it('exports the CSV with the spec columns, RFC 4180 quoting and neutralised formulas', async () => {
    const response = await owner.get('/api/leads/export.csv?date=2030-01-31');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="leads-2030-01-31.csv"');
    const text = await response.text();
    const records = parseCsv(text);
    expect(records[0]).toEqual([
      'Name',
      'Email',
      'Phone',
      'Company',
      'Status',
      'Score',
      'Created',
      'Website',
    ]);
    expect(records).toHaveLength(6);
    // Newest created first (a fixed order the export can page through).
    expect(records.slice(1).map((r) => r[0])).toEqual([
      'Alice Anderson',
      'Robert Brown',
      `'${TRICKY_NAME}`,
      'Carol Chen',
      'Dan 50%_off',
    ]);
    const tricky = records[3]!;
    expect(tricky).toEqual([
      `'${TRICKY_NAME}`,
      'tricky@example.com',
      "'+44 20 7946 0000",
      'Zeta, Inc',
      'converted',
      '45',
      expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      'Beta Roofing',
    ]);
    // The raw text: the awkward field is quoted, its quotes doubled, its newline kept inside the quotes.
    expect(text).toContain(
      `"'=SUM(A1,A2) ""Big""\nCo",tricky@example.com,'+44 20 7946 0000,"Zeta, Inc",converted,45,`,
    );
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.split('\r\n')[0]).toBe('Name,Email,Phone,Company,Status,Score,Created,Website');
  });

  it('honours the search and the status filter in the export, and names the file after today by default', async () => {
    const response = await owner.get('/api/leads/export.csv?status=converted&search=zeta');
    const today = new Date().toISOString().slice(0, 10);
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="leads-${today}.csv"`);
    const records = parseCsv(await response.text());
    expect(records.map((r) => r[0])).toEqual(['Name', `'${TRICKY_NAME}`]);
    const empty = parseCsv(await (await owner.get('/api/leads/export.csv?search=nobody')).text());
    expect(empty).toHaveLength(1);
    expect((await owner.get('/api/leads/export.csv?status=bogus')).status).toBe(400);
    expect((await owner.get('/api/leads/export.csv?date=tomorrow')).status).toBe(400);
  });

  it('formats every awkward value in SQL exactly as the TypeScript rules do', async () => {
    const db = t.database.db;
    const site = await insertWebsite(db, { userId: ownerId, name: 'Awkward, "Quoted" Site' });
    const values: [string, string, string, string][] = [
      ['@SUM(1)', '-1+1@example.com', '+44 1', '\tTabbed'],
      ['\rCarriage', 'line\nbreak@example.com', '=1', 'plain'],
      ['Quote " inside', 'comma,inside@example.com', '', 'Trailing\r\n'],
      ['Ünïcödé 名前', 'ok@example.com', '0044', '\u2028odd'],
    ];
    const created: Date[] = [];
    for (const [index, [name, email, phone, company]] of values.entries()) {
      created.push(daysAgo(30 + index));
      await insertConversation(db, {
        websiteId: site,
        visitorId: `awkward-${index}`,
        name,
        email,
        phone: phone || null,
        company,
        isLead: true,
        status: 'qualified',
        score: 10 * index,
        createdAt: created[index]!,
      });
    }
    const response = await owner.get(`/api/leads/export.csv?websiteId=${site}`);
    const expected =
      formatCsvHeader() +
      formatLeadCsvRows(
        values.map(([name, email, phone, company], index) => [
          name,
          email,
          phone || null,
          company,
          'qualified',
          10 * index,
          created[index]!.toISOString(),
          'Awkward, "Quoted" Site',
        ]),
      );
    expect(await response.text()).toBe(expected);
  });

  it('pages through every lead exactly once, even with identical creation times', async () => {
    const db = t.database.db;
    const site = await insertWebsite(db, { userId: ownerId, name: 'Paging Site' });
    const sameInstant = daysAgo(10);
    for (let i = 0; i < 7; i += 1) {
      await insertConversation(db, {
        websiteId: site,
        visitorId: `page-${i}`,
        name: `Pager ${i}`,
        isLead: true,
        createdAt: i < 4 ? sameInstant : daysAgo(10 + i),
      });
    }
    const chunks = await prepareLeadsCsvExport({
      db,
      userId: ownerId,
      status: 'all',
      websiteId: site,
      batchSize: 2,
    });
    let text = '';
    let count = 0;
    for await (const chunk of chunks) {
      text += chunk;
      count += 1;
    }
    expect(count).toBe(1 + 4); // header + pages of 2, 2, 2, 1
    const pagers = parseCsv(text)
      .slice(1)
      .map((r) => r[0]);
    expect(new Set(pagers).size).toBe(7);
    expect(pagers.slice(4)).toEqual(['Pager 4', 'Pager 5', 'Pager 6']);
  });
});

describe('CSV cells', () => {
  it('neutralises cells that a spreadsheet would run as formulas', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) {
      expect(neutraliseCsvCell(`${start}1+1`)).toBe(`'${start}1+1`);
    }
    expect(neutraliseCsvCell('Plain, text')).toBe('Plain, text');
    expect(neutraliseCsvCell('')).toBe('');
  });

  it('quotes fields with commas, quotes, CR or LF and ends records with CRLF', () => {
    const text = formatLeadCsvRows([
      ['a\rb', null, null, 'He said "hi"', 'new', 7, '2030-01-02T03:04:05.678Z', 'x,y'],
    ]);
    expect(text).toBe('"a\rb",,,"He said ""hi""",new,7,2030-01-02T03:04:05.678Z,"x,y"\r\n');
  });
});

/** A strict RFC 4180 reader for the tests (quoted fields may hold commas, doubled quotes, CR and LF). */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let field = '';
  let record: string[] = [];
  let i = 0;
  let quoted = false;
  while (i < text.length) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i += 2;
        continue;
      }
      if (ch === '"') {
        quoted = false;
        i += 1;
        continue;
      }
      field += ch;
      i += 1;
      continue;
    }
    if (ch === '"' && field === '') {
      quoted = true;
      i += 1;
    } else if (ch === ',') {
      record.push(field);
      field = '';
      i += 1;
    } else if (ch === '\r' && text[i + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i += 2;
    } else {
      if (ch === '\n' || ch === '\r' || ch === '"') throw new Error(`Unquoted ${JSON.stringify(ch)} at ${i}`);
      field += ch;
      i += 1;
    }
  }
  if (field !== '' || record.length) throw new Error('The last record does not end with CRLF');
  return records;
}
