/** CSV encoding of leads: RFC 4180 quoting and neutralised formula cells (DESIGN.md §6). */
import { stringify } from 'csv-stringify/sync';
import { LEAD_CSV_COLUMNS } from '@leadchat/contract';

/**
 * Spreadsheets run a cell that starts with = + - @ (or a tab/carriage return that hides one) as a formula.
 * A leading apostrophe makes it plain text (OWASP "CSV injection").
 */
export function neutraliseCsvCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

export type LeadCsvRecord = {
  name: string | null;
  email: string | null;
  phone: string | null;
  company: string | null;
  status: string;
  score: number;
  createdAt: Date;
  websiteName: string;
};

// RFC 4180: CRLF between records; a field holding a comma, a quote, CR or LF is quoted, quotes doubled.
const CSV_OPTIONS = { record_delimiter: '\r\n', quoted_match: /[\r\n]/ } as const;

export function formatCsvHeader(): string {
  return stringify([[...LEAD_CSV_COLUMNS]], CSV_OPTIONS);
}

export function formatLeadCsvRows(records: readonly LeadCsvRecord[]): string {
  const text = (value: string | null) => neutraliseCsvCell(value ?? '');
  return stringify(
    records.map((lead) => [
      text(lead.name),
      text(lead.email),
      text(lead.phone),
      text(lead.company),
      text(lead.status),
      String(lead.score),
      lead.createdAt.toISOString(),
      text(lead.websiteName),
    ]),
    CSV_OPTIONS,
  );
}
