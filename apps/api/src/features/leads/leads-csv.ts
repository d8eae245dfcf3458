/**
 * CSV encoding of leads: RFC 4180 quoting and neutralised formula cells (docs/product/improvements.md). The rules exist twice: in
 * TypeScript (the header, unit tests) and in SQL (`csvTextCell`), because the export lets Postgres format 100,000
 * rows rather than build an object per field in Node. The API tests hold the two to the same output.
 */
import { sql, type SQL } from 'drizzle-orm';
import { LEAD_CSV_COLUMNS } from '@leadchat/contract';

/**
 * Spreadsheets run a cell that starts with = + - @ (or a tab/carriage return that hides one) as a formula.
 * A leading apostrophe makes it plain text (OWASP "CSV injection").
 */
export function neutraliseCsvCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** RFC 4180: a field holding a comma, a quote, CR or LF is quoted, its quotes doubled. */
export function toCsvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** One lead as the spec's columns: Name, Email, Phone, Company, Status, Score, Created (ISO), Website. */
export type LeadCsvRow = readonly [
  name: string | null,
  email: string | null,
  phone: string | null,
  company: string | null,
  status: string,
  score: number | string,
  createdAt: string,
  websiteName: string,
  // Extra columns (the export's cursor) are ignored.
  ...rest: unknown[],
];

const text = (value: string | null) => toCsvField(neutraliseCsvCell(value ?? ''));

export function formatCsvHeader(): string {
  return `${LEAD_CSV_COLUMNS.map(toCsvField).join(',')}\r\n`;
}

/** Records end with CRLF. Score and the ISO date are never formulas and never need quotes. */
export function formatLeadCsvRows(rows: readonly LeadCsvRow[]): string {
  let out = '';
  for (const [name, email, phone, company, status, score, createdAt, websiteName] of rows) {
    out += `${text(name)},${text(email)},${text(phone)},${text(company)},${text(status)},${score},${createdAt},${text(websiteName)}\r\n`;
  }
  return out;
}

/**
 * The SQL twin of `toCsvField(neutraliseCsvCell(value))` for a text expression: a leading = + - @ tab or CR gets
 * an apostrophe; a value holding a comma, quote, CR or LF is quoted with its quotes doubled.
 */
export function csvTextCell(value: SQL): SQL {
  const neutralised = sql`(case when ${value} ~ '^[=+@\t\r-]' then '''' || ${value} else ${value} end)`;
  return sql`(case when ${neutralised} ~ '[",\r\n]' then '"' || replace(${neutralised}, '"', '""') || '"' else ${neutralised} end)`;
}
