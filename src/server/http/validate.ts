import type { Context } from 'hono';
import type { z } from 'zod';
import { ApiError, badRequest, fieldErrors } from '../errors';

/** Parses and validates a JSON body; malformed JSON and schema failures become 400s with per-field messages. */
export async function parseJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new ApiError(400, 'invalid_json', 'The request body must be valid JSON.');
  }
  return validate(schema, body);
}

export function parseQuery<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  return validate(schema, c.req.query());
}

export function validate<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) {
    const fields = fieldErrors(result.error);
    throw badRequest(Object.values(fields)[0] ?? 'Invalid input.', fields);
  }
  return result.data;
}
