/**
 * The capture_lead tool offered to the model. It only records what the visitor gave into an in-memory draft;
 * the entry point merges and stores it with the reply, so a failed reply never leaves half-written leads.
 */
import { tool } from 'ai';
import type { CountryCode } from 'libphonenumber-js';
import { z } from 'zod';
import { extractContactDetails } from '../lead-extraction.js';

export type CapturedLead = { name?: string; email?: string; phone?: string; company?: string; need?: string };

const CaptureLeadInputSchema = z.object({
  name: z.string().max(200).optional().describe("The visitor's name, as they gave it"),
  email: z.string().max(320).optional().describe("The visitor's email address"),
  phone: z.string().max(40).optional().describe("The visitor's phone number"),
  company: z.string().max(200).optional().describe("The visitor's company, if any"),
  need: z.string().max(500).optional().describe('What the visitor needs, in a few words'),
});

/** Builds the tool; every accepted call is merged into `draft` (values are re-validated, the model can be wrong). */
export function createCaptureLeadTool(draft: CapturedLead, options: { defaultCountry?: CountryCode } = {}) {
  return tool({
    description:
      'Save the contact details the visitor has given (name, email, phone, company) and what they need, so the business can call them back.',
    inputSchema: CaptureLeadInputSchema,
    execute: async (input) => {
      const name = input.name?.trim();
      if (name && name.length >= 2) draft.name = name.slice(0, 200);
      const email = input.email ? extractContactDetails(input.email).email : undefined;
      if (email) draft.email = email;
      const phone = input.phone ? extractContactDetails(`phone ${input.phone}`, options).phone : undefined;
      if (phone) draft.phone = phone;
      const company = input.company?.trim();
      if (company && company.length >= 2) draft.company = company.slice(0, 200);
      const need = input.need?.trim();
      if (need) draft.need = need.slice(0, 500);
      return { saved: true };
    },
  });
}
