/**
 * A visitor's mistyped top-level domain ("kbrown@example.con", "…@gmail.cmo"), corrected before the address is filed:
 * an address whose last label is no top-level domain at all cannot be delivered, and the owner would reply into the
 * void. Only an unknown ending one typing slip away from a common one is corrected; a real one is never touched
 * ("example.co", ".cm" stay as typed), and nothing else of the address is guessed at.
 */
import { parse } from 'tldts';

/** Most likely first: "con" is one slip from "com" and from "co"; visitors mean "com". */
const COMMON_ENDINGS = ['com', 'net', 'org', 'edu', 'gov', 'us', 'ca'] as const;

/** Whether `a` becomes `b` by one typing slip: a letter changed, left out, added, or two neighbours swapped. */
function oneSlipApart(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start += 1;
  const restA = a.slice(start + 1);
  const restB = b.slice(start + 1);
  if (a.length === b.length) {
    const swapped =
      a[start] === b[start + 1] && a[start + 1] === b[start] && a.slice(start + 2) === b.slice(start + 2);
    return restA === restB || swapped;
  }
  return a.length > b.length ? a.slice(start + 1) === b.slice(start) : a.slice(start) === b.slice(start + 1);
}

/** The address with a mistyped top-level domain corrected, or as given. */
export function correctTopLevelDomain(address: string): string {
  const at = address.lastIndexOf('@');
  const domain = address.slice(at + 1).toLowerCase();
  const dot = domain.lastIndexOf('.');
  if (at < 0 || dot < 0) return address;
  const parsed = parse(domain, { allowPrivateDomains: false });
  if (parsed.isIcann || parsed.isIp) return address;
  const ending = domain.slice(dot + 1);
  const intended = COMMON_ENDINGS.find((common) => oneSlipApart(ending, common));
  return intended ? `${address.slice(0, at + 1)}${domain.slice(0, dot + 1)}${intended}` : address;
}
