import type { Context, MiddlewareHandler } from 'hono';
import { validator } from 'hono/validator';
import type { z } from 'zod';
import type { AppEnv } from '../context';
import { ApiError, badRequest, fieldErrors } from '../errors';

/**
 * Route validators: each checks one part of the request with a shared zod schema before the handler runs, which
 * reads the result with `c.req.valid(…)`. Failures are `400 { error: { code, message, fields } }`, `message`
 * being the first field's. The declared input is what the typed client (`lib/api-client.ts`) sends.
 */

export function validate<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) {
    const fields = fieldErrors(result.error);
    throw badRequest(Object.values(fields)[0] ?? 'Invalid input.', fields);
  }
  return result.data;
}

/** The query string, one value per name (the first, as `c.req.query()` reads it). */
export function queryInput<S extends z.ZodType<object>>(
  schema: S,
): MiddlewareHandler<AppEnv, string, { in: { query: z.input<S> }; out: { query: z.output<S> } }> {
  return async (c, next) => {
    c.req.addValidatedData('query', validate(schema, c.req.query()));
    await next();
  };
}

/**
 * Path parameters through Hono's validator; `parse` throws the route's own error (a malformed id is answered like
 * a missing row, 404, so ids cannot be probed).
 */
export const paramInput = <T extends object>(parse: (param: Record<string, string>) => T) =>
  validator('param', (value: Record<string, string>) => parse(value));

export type JsonInputOptions = {
  /**
   * `required` (default): a missing or malformed body is `invalid_json`. `optional`: a missing body counts as `{}`
   * (PUT /favorites/:id). `lenient`: anything unreadable counts as `{}` (admin approvals, whose checks are optional).
   */
  body?: 'required' | 'optional' | 'lenient';
  /** Runs before a refusal is thrown, e.g. to leave a security event. */
  onInvalid?: (c: Context<AppEnv>, error: ApiError) => Promise<void>;
};

/**
 * The JSON body. Hono's own validator answers malformed JSON with its message and reads no body without a JSON
 * content type; this one reads the body as before (every non-GET call is JSON: `http/json-only.ts`) and answers
 * with our code and wording.
 */
export function jsonInput<S extends z.ZodType<object>>(
  schema: S | ((c: Context<AppEnv>) => S),
  options: JsonInputOptions = {},
): MiddlewareHandler<AppEnv, string, { in: { json: z.input<S> }; out: { json: z.output<S> } }> {
  return async (c, next) => {
    try {
      const body = await readJson(c, options.body ?? 'required');
      c.req.addValidatedData('json', validate(typeof schema === 'function' ? schema(c) : schema, body));
    } catch (error) {
      if (error instanceof ApiError) await options.onInvalid?.(c, error);
      throw error;
    }
    await next();
  };
}

async function readJson(c: Context, body: JsonInputOptions['body']): Promise<unknown> {
  const text = await c.req.text();
  if (body === 'optional' && !text.trim()) return {};
  try {
    return JSON.parse(text) ?? (body === 'lenient' ? {} : null);
  } catch {
    if (body === 'lenient') return {};
    throw new ApiError(400, 'invalid_json', 'The request body must be valid JSON.');
  }
}
