import type { ApiErrorBody, ApiErrorCode } from '@shared/api-errors';

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

type Json = Record<string, unknown> | unknown[];

export interface RequestOptions extends Omit<RequestInit, 'body'> {
  json?: Json;
  body?: BodyInit;
}

type Transport = (input: string, init: RequestInit) => Promise<Response>;

let transport: Transport = (input, init) => fetch(input, init);

/** The server renders pages with these same queries and answers them in-process instead of over the network. */
export function setApiTransport(send: Transport) {
  transport = send;
}

/** The one client for /api: same-origin cookies, JSON in and out, typed errors. */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { json, headers, ...init } = options;
  let response: Response;
  try {
    response = await transport(`/api${path}`, {
      credentials: 'same-origin',
      ...init,
      headers: {
        accept: 'application/json',
        ...(json ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      body: json ? JSON.stringify(json) : options.body,
    });
  } catch {
    throw new ApiError(0, 'network', NETWORK_ERROR_MESSAGE);
  }
  if (response.status === 204) return undefined as T;
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
  return data as T;
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
