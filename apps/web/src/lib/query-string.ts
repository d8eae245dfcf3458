/** Builds a query string from the set values (empty ones are left out): `?a=1&b=x`, or '' when none is set. */
export function toQueryString(values: object): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values) as [string, unknown][]) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
