// A small HTTP client that talks to a running server as a browser would: same-site Origin, a browser user agent,
// cookies, and (behind TRUST_PROXY=true) a client address of its own so per-address rate limits stay apart.
export const BROWSER_USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';

export interface ApiResponse<T = unknown> {
  status: number;
  body: T;
  cookies: string[];
}

export interface CallOptions {
  method?: string;
  json?: unknown;
  cookie?: string | null;
  /** The client address the proxy vouches for (X-Forwarded-For). */
  ip?: string;
  signal?: AbortSignal;
}

export async function call<T = Record<string, unknown>>(
  baseUrl: string,
  path: string,
  options: CallOptions = {},
): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { origin: baseUrl, 'user-agent': BROWSER_USER_AGENT };
  if (options.cookie) headers.cookie = options.cookie;
  if (options.ip) headers['x-forwarded-for'] = options.ip;
  if (options.json !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${baseUrl}${path}`, {
    method: options.method ?? (options.json !== undefined ? 'POST' : 'GET'),
    headers,
    body: options.json !== undefined ? JSON.stringify(options.json) : undefined,
    redirect: 'manual',
    signal: options.signal,
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // not JSON (a redirect or an HTML page)
  }
  const cookies = res.headers.getSetCookie().map((c) => c.split(';')[0]);
  return { status: res.status, body: body as T, cookies };
}

let ipCounter = 0;
/** A fresh private-range address per call, so per-address rate limits of different writers never collide. */
export function nextIp() {
  ipCounter++;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

/** A signed form token the server will accept once the form's minimum fill time has passed. */
export async function formToken(baseUrl: string, form: string) {
  const res = await call<{ token: string; minFillMs: number }>(baseUrl, `/api/forms/token?form=${form}`);
  if (res.status !== 200) throw new Error(`form token for ${form}: ${res.status}`);
  return res.body;
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
