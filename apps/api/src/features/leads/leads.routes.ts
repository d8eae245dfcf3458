import type { Hono } from 'hono';
import { z } from 'zod';
import {
  LeadFilterQuerySchema,
  LeadListQuerySchema,
  LeadStatsQuerySchema,
  LeadUpdateSchema,
} from '@leadchat/contract';
import type { AppEnv } from '../../lib/app-env.js';
import { createOwnerRouter, ownerScope } from '../../lib/owner-routes.js';
import { parseJsonBody, parseParams, parseQuery } from '../../lib/validation.js';
import { getLead, getLeadStats, listLeads, prepareLeadsCsvExport, updateLead } from './leads.service.js';

const IdParamsSchema = z.object({ id: z.uuid() });
const ExportQuerySchema = LeadFilterQuerySchema.extend({
  /** The browser's local date for the file name (leads-{date}.csv); today in UTC otherwise. */
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'date must be YYYY-MM-DD')
    .optional(),
});

/** Streams text chunks as UTF-8, pulling the next chunk only when the client has taken the previous one. */
function toByteStream(chunks: AsyncGenerator<string>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const next = await chunks.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(next.value));
      },
      async cancel() {
        await chunks.return(undefined);
      },
    },
    { highWaterMark: 1 },
  );
}

/** Mounted at /api/leads. */
export function createLeadRoutes(): Hono<AppEnv> {
  const routes = createOwnerRouter();

  routes.get('/', async (c) => {
    const query = parseQuery(c, LeadListQuerySchema);
    return c.json(await listLeads({ ...ownerScope(c), ...query }));
  });

  routes.get('/stats', async (c) => {
    const query = parseQuery(c, LeadStatsQuerySchema);
    return c.json(await getLeadStats({ ...ownerScope(c), ...query }));
  });

  routes.get('/export.csv', async (c) => {
    const { date, ...filters } = parseQuery(c, ExportQuerySchema);
    const chunks = await prepareLeadsCsvExport({
      ...ownerScope(c),
      ...filters,
    });
    const fileDate = date ?? new Date().toISOString().slice(0, 10);
    return c.body(toByteStream(chunks), 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="leads-${fileDate}.csv"`,
      'X-Content-Type-Options': 'nosniff',
    });
  });

  routes.get('/:id', async (c) => {
    const { id } = parseParams(c, IdParamsSchema, 'Lead');
    return c.json(await getLead({ ...ownerScope(c), leadId: id }));
  });

  routes.patch('/:id', async (c) => {
    const { id } = parseParams(c, IdParamsSchema, 'Lead');
    const changes = await parseJsonBody(c, LeadUpdateSchema);
    return c.json(await updateLead({ ...ownerScope(c), leadId: id, changes }));
  });

  return routes;
}
