import type { ApiErrorBody, ApiErrorCode } from '@shared/api-errors';
// Types only: the client never loads server code, it reads each route's input and answer from the route chain.
import type { ApiRoutes } from '@server/routes/index';
import type { ExtractSchema } from 'hono/types';

/** An API failure carrying the server's user-facing message (SPEC §8 wording) and per-field messages. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const NETWORK_ERROR_MESSAGE = 'Could not reach TruSelf. Please check your connection and try again.';

// One object type (path → method → endpoint) rather than Hono's intersection, which TypeScript cannot map over.
type Schema = { [P in keyof ExtractSchema<ApiRoutes>]: ExtractSchema<ApiRoutes>[P] };
type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type PathFor<M extends Method> = {
  [P in keyof Schema]: `$${M}` extends keyof Schema[P] ? P : never;
}[keyof Schema] &
  string;
// Conditional, so TypeScript resolves one path at a time instead of the union of every endpoint.
type Endpoint<M extends Method, P> = P extends keyof Schema
  ? `$${M}` extends keyof Schema[P]
    ? Schema[P][`$${M}`]
    : never
  : never;

/** What a route answers on success: its `c.json(…)` body, or undefined for an empty answer (204). */
export type ApiOutput<M extends Method, P extends PathFor<M>> = Endpoint<M, P> extends infer E
  ? E extends { outputFormat: 'json'; output: infer O }
    ? O
    : undefined
  : never;

type ParamInput<I> = I extends { param: infer Param }
  ? { param: { [K in keyof Param]: string | number } }
  : unknown;
// A query whose every field is optional may be left out.
type QueryInput<I> = I extends { query: infer Q }
  ? object extends Q
    ? { query?: Q }
    : { query: Q }
  : unknown;
/** What a route takes: path parameters, the query and the JSON body its validators declare. */
export type ApiInput<M extends Method, P extends PathFor<M>> = Endpoint<M, P> extends { input: infer I }
  ? Omit<I, 'param' | 'query'> & ParamInput<I> & QueryInput<I>
  : never;

/** Besides the route's input: a multipart body (uploads) and an abort signal. */
interface RequestExtras {
  body?: FormData;
  signal?: AbortSignal;
}
type Args<M extends Method, P extends PathFor<M>> = object extends ApiInput<M, P>
  ? [input?: ApiInput<M, P> & RequestExtras]
  : [input: ApiInput<M, P> & RequestExtras];

type Transport = (input: string, init: RequestInit) => Promise<Response>;

let transport: Transport = (input, init) => fetch(input, init);

/** The server renders pages with these same queries and answers them in-process instead of over the network. */
export function setApiTransport(send: Transport) {
  transport = send;
}

interface RawInput extends RequestExtras {
  param?: Record<string, string | number>;
  query?: Record<string, unknown>;
  json?: unknown;
}

function urlOf(path: string, { param = {}, query }: RawInput) {
  const filled = path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(param[name])));
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null) search.append(key, String(item));
    }
  }
  const qs = search.toString();
  return `/api${filled}${qs ? `?${qs}` : ''}`;
}

/** Sends one request: same-origin cookies, JSON in and out, typed errors. */
async function send(method: Method, path: string, input: RawInput = {}): Promise<unknown> {
  const hasJson = input.json !== undefined;
  // A body-less DELETE still declares JSON: the server's JSON-only guard refuses what Chrome sends without a type.
  const declareJson = hasJson || (method !== 'get' && !input.body);
  let response: Response;
  try {
    response = await transport(urlOf(path, input), {
      method: method.toUpperCase(),
      credentials: 'same-origin',
      headers: { accept: 'application/json', ...(declareJson ? { 'content-type': 'application/json' } : {}) },
      body: hasJson ? JSON.stringify(input.json) : input.body,
      signal: input.signal,
    });
  } catch {
    throw new ApiError(0, 'network', NETWORK_ERROR_MESSAGE);
  }
  if (response.status === 204) return undefined;
  const text = await response.text();
  const data = text ? safeParse(text) : null;
  if (!response.ok) {
    const body = data as Partial<ApiErrorBody> & { message?: string; code?: ApiErrorCode };
    // Our routes answer { error: { code, message } }; the auth library answers { code, message }.
    const message = body?.error?.message ?? body?.message ?? 'Something went wrong. Please try again.';
    throw new ApiError(
      response.status,
      body?.error?.code ?? body?.code ?? 'error',
      message,
      body?.error?.fields,
    );
  }
  return data;
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

const endpoint =
  <M extends Method>(method: M) =>
  <P extends PathFor<M>>(path: P, ...[input]: Args<M, P>) =>
    // The answer's type is the route's own (ApiRoutes); the server's tests hold the route to it.
    send(method, path, input as RawInput) as Promise<ApiOutput<M, P>>;

/**
 * The one client for /api, typed by the server's routes: `api.get('/providers/:id', { param: { id } })`
 * resolves with what that route answers, and the path, parameters, query and body are checked at compile time.
 */
export const api = {
  get: endpoint('get'),
  post: endpoint('post'),
  put: endpoint('put'),
  patch: endpoint('patch'),
  delete: endpoint('delete'),
};
