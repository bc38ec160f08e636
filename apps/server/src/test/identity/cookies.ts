// Cookie helpers for API tests: read Set-Cookie headers and carry cookies like a browser would.
export type SetCookie = { name: string; value: string; attributes: Record<string, string | true> };

export function parseSetCookies(header: string | string[] | undefined): SetCookie[] {
  const lines = header === undefined ? [] : Array.isArray(header) ? header : [header];
  return lines.map((line) => {
    const [pair, ...rest] = line.split(';');
    const index = pair!.indexOf('=');
    const attributes: Record<string, string | true> = {};
    for (const part of rest) {
      const [key, ...value] = part.trim().split('=');
      attributes[key!.toLowerCase()] = value.length ? value.join('=') : true;
    }
    return { name: pair!.slice(0, index).trim(), value: pair!.slice(index + 1).trim(), attributes };
  });
}

/** A minimal jar: one value per cookie name (tests use distinct names per origin), expired ones removed. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(header: string | string[] | null | undefined) {
    for (const cookie of parseSetCookies(header ?? undefined)) {
      const maxAge = cookie.attributes['max-age'];
      const expires = cookie.attributes.expires;
      const expired =
        (typeof maxAge === 'string' && Number(maxAge) <= 0) ||
        (typeof expires === 'string' && Date.parse(expires) <= Date.now());
      if (expired || cookie.value === '') this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
  }

  get(name: string) {
    return this.cookies.get(name);
  }

  header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}
