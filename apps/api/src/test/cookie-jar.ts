/**
 * The cookie jar the test clients share (in-process, over the network, and the e2e API client): what a browser
 * keeps from `Set-Cookie` and sends back. Attributes other than the value and `Max-Age=0` are not modelled (the
 * clients talk to one host).
 */
export type CookieJar = Map<string, string>;

/** The `Cookie` request header for the jar, or undefined when it is empty. */
export function cookieHeader(cookies: CookieJar): string | undefined {
  return cookies.size ? [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') : undefined;
}

/** Stores the response's cookies; an empty value or `Max-Age=0` removes one. */
export function keepCookies(cookies: CookieJar, response: Response): void {
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const index = pair?.indexOf('=') ?? -1;
    if (!pair || index < 0) continue;
    const name = pair.slice(0, index).trim();
    const value = pair.slice(index + 1).trim();
    if (!value || /max-age=0/i.test(line)) cookies.delete(name);
    else cookies.set(name, value);
  }
}
