// A tiny browser for sign-in flows: fetch with a cookie jar, following redirects by hand so the
// test sees every hop (app → provider → app).
import { CookieJar } from './cookies.js';

export type Hop = { url: string; status: number; location: string | null };

export class TestBrowser {
  readonly jar = new CookieJar();
  readonly hops: Hop[] = [];

  async request(
    url: string,
    init: { method?: string; form?: Record<string, string>; headers?: Record<string, string> } = {},
  ) {
    const headers: Record<string, string> = { ...init.headers };
    const cookie = this.jar.header();
    if (cookie) headers.cookie = cookie;
    let body: string | undefined;
    if (init.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      headers.origin = new URL(url).origin;
      body = new URLSearchParams(init.form).toString();
    }
    const response = await fetch(url, {
      method: init.method ?? (init.form ? 'POST' : 'GET'),
      headers,
      body,
      redirect: 'manual',
    });
    this.jar.store(response.headers.getSetCookie());
    this.hops.push({ url, status: response.status, location: response.headers.get('location') });
    return response;
  }

  /** Requests and follows redirects until a non-redirect answer (or a URL outside `stopOutside`). */
  async follow(url: string, init: Parameters<TestBrowser['request']>[1] = {}, maxHops = 15) {
    let response = await this.request(url, init);
    let current = url;
    for (let i = 0; i < maxHops && response.status >= 300 && response.status < 400; i += 1) {
      const location = response.headers.get('location');
      if (!location) break;
      current = new URL(location, current).href;
      response = await this.request(current);
    }
    return { response, url: current };
  }
}
