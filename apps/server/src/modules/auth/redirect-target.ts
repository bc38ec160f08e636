// Where to go after sign-in: only a path inside the app. Anything else (absolute or
// protocol-relative URLs, backslashes, control characters, backend paths) falls back to '/'.
export function safeRedirectTarget(value: unknown, appUrl: string): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2000) return '/';
  if (!value.startsWith('/') || value.startsWith('//') || /[\\\u0000-\u001f\u007f]/.test(value)) return '/';
  const base = new URL(appUrl);
  let target: URL;
  try {
    target = new URL(value, base);
  } catch {
    return '/';
  }
  if (target.origin !== base.origin || target.pathname.startsWith('/backend')) return '/';
  return `${target.pathname}${target.search}${target.hash}`;
}
