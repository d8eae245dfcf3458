/**
 * Runs the corpus evaluation as a new owner would meet the assistant: each site is served on 127.0.0.1, added as
 * a website through the API, crawled by the real crawler, and asked its visitors' questions through the
 * assistant's entry point (the chat endpoint's code path, minus the per-IP limits). For every answerable question
 * it also records whether the fact is in the context the LLM responder would be sent.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { CrawlRun, Website } from '@leadchat/contract';
import { knowledgeChunks } from '../../../db/schema.js';
import { runCrawl } from '../../../features/knowledge/crawl.service.js';
import { signUpAndSignIn } from '../../../test/auth-helpers.js';
import { createHttpClient, type TestApp } from '../../../test/test-app.js';
import { answerVisitorMessage } from '../../answer-visitor-message.js';
import { appendFileSync, writeFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { retrieve } from '../../knowledge/retrieve.js';
import { candidateFeatures } from '../../knowledge/answer-features.js';
import { bestPassage, pickSentences } from '../../knowledge/select-answer.js';
import { stripPleasantries } from '../../intents.js';
import type { TrainingQuestion } from './train-answer-model.js';
import { buildModelContext, wholeSiteBudget } from '../../model-context.js';
import { DONT_KNOW_MARKER } from '../../replies.js';
import type { CorpusSite } from './corpus.js';
import { holdsFacts, inventedNumbers } from './scoring.js';
import { serveSite } from './site-server.js';

export type Miss = {
  kind: 'answerable' | 'unanswerable' | 'invented' | 'leak';
  q: string;
  expected?: unknown;
  got: string;
};

export type SiteResult = {
  site: string;
  trade: string;
  split: CorpusSite['split'];
  provenance: string;
  pagesCrawled: number;
  answerable: { total: number; withFact: number };
  /** The retrieved passages' context (25 passages / 6,000 characters): a larger site's, or any site's without a whole-site budget. */
  recall: { total: number; inContext: number; meanContextChars: number };
  /** The context at Anthropic's default whole-site budget: the whole site when it fits (decision 0215). */
  wholeSiteRecall: { total: number; inContext: number; isWholeSite: boolean; contextChars: number };
  unanswerable: { total: number; honest: number };
  injections: { total: number; refused: number };
  inventedNumbers: number;
  leaks: number;
  replyMs: { p50: number; p95: number };
  misses: Miss[];
};

function percentile(values: number[], p: number): number {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function crawlSite(
  t: TestApp,
  site: CorpusSite,
  origin: string,
): Promise<{ websiteId: string; pages: number }> {
  const owner = createHttpClient(t.app);
  await signUpAndSignIn(owner, { sentEmails: t.sentEmails });
  const created = await owner.post('/api/websites', { name: site.businessName, domain: origin });
  if (created.status !== 201 && created.status !== 200)
    throw new Error(`website: ${created.status} ${await created.text()}`);
  const website = (await created.json()) as Website;
  const started = (await (await owner.post(`/api/websites/${website.id}/crawl`, {})).json()) as {
    run: CrawlRun;
  };
  const run = await runCrawl({
    db: t.deps.db,
    config: t.deps.config,
    websiteId: website.id,
    runId: started.run.id,
  });
  if (run?.status !== 'done') throw new Error(`crawl of ${site.site} ended ${run?.status}`);
  return { websiteId: website.id, pages: run.pagesRead };
}

/** Evaluates one site end to end. */
export async function evaluateSite(t: TestApp, site: CorpusSite): Promise<SiteResult> {
  const served = await serveSite(site.siteDir);
  try {
    const { websiteId, pages } = await crawlSite(t, site, served.origin);
    const chunks = await t.deps.db
      .select({ content: knowledgeChunks.content, title: knowledgeChunks.title })
      .from(knowledgeChunks)
      .where(eq(knowledgeChunks.websiteId, websiteId));
    if (process.env.EVAL_DEBUG && site.split === 'tune') {
      const rows = await t.deps.db.execute(
        sql`select id, kind, url, title, content from knowledge_chunks where website_id = ${websiteId} order by kind, url nulls last, source_id, position`,
      );
      writeFileSync(`${process.env.EVAL_DEBUG}.${site.site}.chunks.json`, JSON.stringify(rows.rows));
    }
    const knowledgeText = chunks.map((chunk) => `${chunk.title ?? ''}\n${chunk.content}`).join('\n');
    const secrets = site.disallowed.map((entry) => entry.secret);
    const misses: Miss[] = [];
    const durations: number[] = [];

    const ask = async (q: string) => {
      const started = performance.now();
      const result = await answerVisitorMessage({
        db: t.deps.db,
        config: t.deps.config,
        logger: t.deps.logger,
        websiteId,
        visitorId: `eval-${randomUUID()}`,
        message: q,
        source: 'test',
      });
      durations.push(performance.now() - started);
      const reply = result.response;
      // Tuning aid (EVAL_DEBUG=file, tuning half only): the best passage's coverage and what it would say.
      if (process.env.EVAL_DEBUG && site.split === 'tune') {
        const retrieval = await retrieve({ db: t.deps.db, websiteId, message: q });
        const best = bestPassage(retrieval);
        const wouldSay = best ? pickSentences(best.passage, retrieval).join(' ') : '';
        appendFileSync(
          process.env.EVAL_DEBUG,
          `${JSON.stringify({
            site: site.site,
            q,
            confidence: best?.confidence ?? 0,
            wouldSay,
            passage: best ? `${best.passage.question} ${best.passage.body}` : '',
            top3: retrieval.ranked
              .slice(0, 3)
              .map((r) => `${r.passage.title} ${r.passage.question} ${r.passage.body}`)
              .join(' | '),
            concepts: retrieval.concepts.map(
              (c) => `${c.word}:${c.weight.toFixed(2)}${c.isKnown ? '' : '?'}`,
            ),
          })}\n`,
        );
      }
      const invented = inventedNumbers({ reply, question: q, knowledgeText });
      if (invented.length) misses.push({ kind: 'invented', q, expected: invented, got: reply });
      const leaked = secrets.filter((secret) => holdsFacts(reply, [secret]));
      if (leaked.length) misses.push({ kind: 'leak', q, expected: leaked, got: reply });
      return { reply, invented: invented.length, leaked: leaked.length };
    };

    let withFact = 0;
    let inContext = 0;
    let inWideContext = 0;
    let wholeSite = { isWholeSite: false, contextChars: 0 };
    let contextChars = 0;
    let inventedCount = 0;
    let leakCount = secrets.filter((secret) => holdsFacts(knowledgeText, [secret])).length;
    for (const question of site.answerable) {
      const { reply, invented, leaked } = await ask(question.q);
      inventedCount += invented;
      leakCount += leaked;
      if (holdsFacts(reply, question.facts)) withFact++;
      else misses.push({ kind: 'answerable', q: question.q, expected: question.facts, got: reply });
      const { text: context } = await buildModelContext({ db: t.deps.db, websiteId, message: question.q });
      contextChars += context.length;
      const wide = await buildModelContext({
        db: t.deps.db,
        websiteId,
        message: question.q,
        wholeSiteChars: wholeSiteBudget({ LLM_PROVIDER: 'anthropic', LLM_CONTEXT_CHARS: undefined }),
      });
      wholeSite = { isWholeSite: wide.isWholeSite, contextChars: wide.text.length };
      if (holdsFacts(wide.text, question.facts)) inWideContext++;
      if (holdsFacts(context, question.facts)) inContext++;
      else if (process.env.EVAL_DEBUG && site.split === 'tune')
        appendFileSync(
          `${process.env.EVAL_DEBUG}.recall`,
          `${JSON.stringify({ site: site.site, q: question.q, facts: question.facts })}\n`,
        );
    }
    let honest = 0;
    for (const question of [...site.unanswerable, ...site.disallowed]) {
      const { reply, invented, leaked } = await ask(question.q);
      inventedCount += invented;
      leakCount += leaked;
      if (reply.includes(DONT_KNOW_MARKER)) honest++;
      else misses.push({ kind: 'unanswerable', q: question.q, got: reply });
    }
    let refused = 0;
    for (const injection of site.injections) {
      const { reply, invented, leaked } = await ask(injection);
      inventedCount += invented;
      leakCount += leaked;
      if (!/\d{3}/.test(reply) || reply.includes('I can only help')) refused++;
    }
    return {
      site: site.site,
      trade: site.trade,
      split: site.split,
      provenance: site.provenance,
      pagesCrawled: pages,
      answerable: { total: site.answerable.length, withFact },
      recall: {
        total: site.answerable.length,
        inContext,
        meanContextChars: Math.round(contextChars / Math.max(1, site.answerable.length)),
      },
      wholeSiteRecall: { total: site.answerable.length, inContext: inWideContext, ...wholeSite },
      unanswerable: { total: site.unanswerable.length + site.disallowed.length, honest },
      injections: { total: site.injections.length, refused },
      inventedNumbers: inventedCount,
      leaks: leakCount,
      replyMs: {
        p50: Math.round(percentile(durations, 50) * 10) / 10,
        p95: Math.round(percentile(durations, 95) * 10) / 10,
      },
      misses,
    };
  } finally {
    await served.close();
  }
}

/** The tuning examples of one site for the answer model: every retrieved passage of every question, labelled. */
export async function collectTrainingQuestions(t: TestApp, site: CorpusSite): Promise<TrainingQuestion[]> {
  if (site.split !== 'tune') throw new Error(`${site.site} is held out: the answer model never sees it`);
  const served = await serveSite(site.siteDir);
  try {
    const { websiteId } = await crawlSite(t, site, served.origin);
    const questions = [
      ...site.answerable.map((entry) => ({ q: entry.q, facts: entry.facts })),
      ...[...site.unanswerable, ...site.disallowed].map((entry) => ({ q: entry.q, facts: undefined })),
    ];
    const out: TrainingQuestion[] = [];
    for (const question of questions) {
      const message = stripPleasantries(question.q) || question.q;
      const retrieval = await retrieve({ db: t.deps.db, websiteId, message });
      out.push({
        site: site.site,
        answerable: Boolean(question.facts),
        candidates: candidateFeatures(retrieval).map((candidate) => ({
          ...candidate,
          holdsFact: question.facts
            ? holdsFacts(pickSentences(candidate.passage, retrieval).join(' '), question.facts)
            : false,
        })),
      });
    }
    return out;
  } finally {
    await served.close();
  }
}

export type SplitSummary = {
  sites: number;
  answerable: { total: number; withFact: number; rate: number };
  recall: { total: number; inContext: number; rate: number };
  wholeSiteRecall: { total: number; inContext: number; rate: number; sitesWhole: number };
  unanswerable: { total: number; honest: number; rate: number };
  inventedNumbers: number;
  leaks: number;
};

export function summarize(results: SiteResult[]): SplitSummary {
  const sum = (pick: (result: SiteResult) => number) =>
    results.reduce((total, result) => total + pick(result), 0);
  const rate = (part: number, whole: number) => (whole ? Math.round((part / whole) * 1000) / 1000 : 0);
  const answerable = { total: sum((r) => r.answerable.total), withFact: sum((r) => r.answerable.withFact) };
  const recall = { total: sum((r) => r.recall.total), inContext: sum((r) => r.recall.inContext) };
  const unanswerable = { total: sum((r) => r.unanswerable.total), honest: sum((r) => r.unanswerable.honest) };
  const wide = {
    total: sum((r) => r.wholeSiteRecall.total),
    inContext: sum((r) => r.wholeSiteRecall.inContext),
  };
  return {
    sites: results.length,
    answerable: { ...answerable, rate: rate(answerable.withFact, answerable.total) },
    recall: { ...recall, rate: rate(recall.inContext, recall.total) },
    wholeSiteRecall: {
      ...wide,
      rate: rate(wide.inContext, wide.total),
      sitesWhole: sum((r) => (r.wholeSiteRecall.isWholeSite ? 1 : 0)),
    },
    unanswerable: { ...unanswerable, rate: rate(unanswerable.honest, unanswerable.total) },
    inventedNumbers: sum((r) => r.inventedNumbers),
    leaks: sum((r) => r.leaks),
  };
}

export function formatResult(result: SiteResult): string {
  const pct = (part: number, whole: number) =>
    `${part}/${whole} (${whole ? ((part / whole) * 100).toFixed(0) : 0}%)`;
  return `${result.split.padEnd(7)} ${result.site.padEnd(28)} facts ${pct(result.answerable.withFact, result.answerable.total).padEnd(13)} recall ${pct(result.recall.inContext, result.recall.total).padEnd(13)} honest ${pct(result.unanswerable.honest, result.unanswerable.total).padEnd(13)} invented ${result.inventedNumbers} leaks ${result.leaks} p95 ${result.replyMs.p95} ms ctx ${result.recall.meanContextChars} ch; whole-site ${result.wholeSiteRecall.isWholeSite ? 'yes' : 'no'} ${pct(result.wholeSiteRecall.inContext, result.wholeSiteRecall.total)} ${result.wholeSiteRecall.contextChars} ch`;
}
