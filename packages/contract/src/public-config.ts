import { z } from 'zod';

/**
 * GET /api/public-config — public facts the web app only learns at run time: the absolute origin used in embed
 * snippets (PUBLIC_URL), the support address, and the ids of the seeded demo and widget-test websites (null until seeded).
 */
export const PublicConfigSchema = z.object({
  publicUrl: z.string(),
  supportEmail: z.string(),
  demoWebsiteId: z.uuid().nullable(),
  testWebsiteId: z.uuid().nullable(),
});
export type PublicConfig = z.infer<typeof PublicConfigSchema>;
