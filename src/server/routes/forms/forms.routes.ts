import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../context';
import { parseQuery } from '../../http/validate';
import { FORM_MIN_FILL_MS, type FormKind, formSecret, issueFormToken } from '../../security/anti-bot';

export const formsRoutes = new Hono<AppEnv>();

const querySchema = z.object({
  form: z.enum(Object.keys(FORM_MIN_FILL_MS) as [FormKind, ...FormKind[]], { message: 'Unknown form.' }),
});

/** A signed form-start token, fetched when a protected form appears. */
formsRoutes.get('/forms/token', (c) => {
  const { form } = parseQuery(c, querySchema);
  return c.json({ token: issueFormToken(formSecret(c), form), minFillMs: FORM_MIN_FILL_MS[form] });
});
