// Where a webhook may be sent (decision 0571): an https URL whose every resolved address is public.
// Checked when the subscription is saved (German reason) and again for every connection: the
// socket connects to exactly the addresses this lookup checked, so a name that re-resolves to a
// private address after the save (DNS rebinding) is refused at send time.
// `WEBHOOK_ALLOW_PRIVATE=1` allows private targets and http (tests, closed networks).
import dns from 'node:dns';
import type { LookupAddress, LookupOptions } from 'node:dns';
import net from 'node:net';
import { webhookMessages } from '@baustellendoku/domain';
import { refusedAddressKind } from './addresses.js';

export type TargetPolicy = { allowPrivate: boolean };

/** How long a save waits for the name to resolve. */
const SAVE_LOOKUP_TIMEOUT_MS = 3_000;

export class RefusedTarget extends Error {}

/** The host of a URL as a lookup takes it (IPv6 literals without their brackets). */
const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

/** The refusal of one of `addresses`, or null when all may be reached. */
function refusalOf(host: string, addresses: readonly string[], policy: TargetPolicy): string | null {
  if (policy.allowPrivate) return null;
  for (const address of addresses) {
    const kind = refusedAddressKind(address);
    if (kind) return webhookMessages.privateTarget(host, address, kind);
  }
  return null;
}

/** Every address of `host`, or null when it does not resolve within the time. */
async function resolveAll(host: string): Promise<string[] | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), SAVE_LOOKUP_TIMEOUT_MS);
  });
  try {
    const found = dns.promises
      .lookup(host, { all: true, verbatim: true })
      .then((addresses) => addresses.map((entry) => entry.address))
      .catch(() => null);
    const addresses = await Promise.race([found, timeout]);
    return addresses && addresses.length > 0 ? addresses : null;
  } finally {
    clearTimeout(timer);
  }
}

/** The first static refusal of a URL (scheme, credentials, an IP literal), or null. */
function staticRefusal(url: URL, policy: TargetPolicy): string | null {
  if (url.protocol !== 'https:' && !(policy.allowPrivate && url.protocol === 'http:')) return webhookMessages.httpsOnly;
  if (url.username || url.password) return webhookMessages.credentialsInUrl;
  const host = hostOf(url);
  return net.isIP(host) ? refusalOf(host, [host], policy) : null;
}

/** Why `text` may not be a webhook's target (German), or null: checked when a subscription is saved. */
export async function targetRefusal(text: string, policy: TargetPolicy): Promise<string | null> {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return webhookMessages.urlInvalid;
  }
  const refused = staticRefusal(url, policy);
  if (refused) return refused;
  const host = hostOf(url);
  if (net.isIP(host)) return null;
  const addresses = await resolveAll(host);
  if (!addresses) return webhookMessages.unresolvable(host);
  return refusalOf(host, addresses, policy);
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A `lookup` for http(s).request: resolves the name, refuses it when any address is not public,
 * and hands the socket exactly the checked addresses.
 */
export function checkedLookup(policy: TargetPolicy) {
  return (hostname: string, options: LookupOptions, callback: LookupCallback): void => {
    dns.lookup(hostname, { all: true, verbatim: true, family: options.family ?? 0 }, (error, addresses) => {
      if (error) return callback(error, []);
      const refused = refusalOf(
        hostname,
        addresses.map((entry) => entry.address),
        policy,
      );
      if (refused) return callback(Object.assign(new RefusedTarget(refused), { code: 'EWEBHOOKTARGET' }), []);
      if (options.all) return callback(null, addresses);
      const [first] = addresses;
      if (!first) return callback(Object.assign(new Error(`ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' }), []);
      callback(null, first.address, first.family);
    });
  };
}

/** Before a request: the URL's scheme, credentials and IP literal (a literal skips the lookup). */
export function sendRefusal(url: URL, policy: TargetPolicy): string | null {
  return staticRefusal(url, policy);
}
