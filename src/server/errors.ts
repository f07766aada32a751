import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ApiErrorBody, ApiErrorCode } from '@shared/api-errors';
import { ZodError } from 'zod';
import type { AppEnv } from './context';

/** An error meant for the caller: its message is shown to the user as is (SPEC §8 wording). */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ApiErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export const unauthorized = (message = 'Please sign in to continue.') =>
  new ApiError(401, 'unauthorized', message);
export const forbidden = (message = 'You do not have access to this.') =>
  new ApiError(403, 'forbidden', message);
export const notFound = (message = 'Not found.') => new ApiError(404, 'not_found', message);
export const badRequest = (message: string, fields?: Record<string, string>) =>
  new ApiError(400, 'invalid_input', message, fields);

/** First message per field, as forms show them. */
export function fieldErrors(error: ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

export function errorBody(error: ApiError): ApiErrorBody {
  return {
    error: { code: error.code, message: error.message, ...(error.fields ? { fields: error.fields } : {}) },
  };
}

export function handleError(error: Error, c: Context<AppEnv>) {
  if (error instanceof ApiError) return c.json(errorBody(error), error.status);
  if (error instanceof ZodError) {
    const fields = fieldErrors(error);
    const first = Object.values(fields)[0] ?? 'Invalid input.';
    return c.json(errorBody(badRequest(first, fields)), 400);
  }
  // Database and library errors are logged, never shown.
  c.var.deps?.logger.error(
    { err: { name: error.name, message: error.message, stack: error.stack } },
    'unhandled',
  );
  const body: ApiErrorBody = {
    error: { code: 'internal', message: 'Something went wrong. Please try again.' },
  };
  return c.json(body, 500);
}
