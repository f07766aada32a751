import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../context';
import { queryInput } from '../../http/validate';
import {
  FORM_MIN_FILL_MS,
  type FormKind,
  formSecret,
  issueFormToken,
  minFillMs,
} from '../../security/anti-bot';

const querySchema = z.object({
  form: z.enum(Object.keys(FORM_MIN_FILL_MS) as [FormKind, ...FormKind[]], { message: 'Unknown form.' }),
});

export const formsRoutes = new Hono<AppEnv>()
  /** A signed form-start token, fetched when a protected form appears, and the fill time that applies to the asker. */
  .get('/forms/token', queryInput(querySchema), (c) => {
    const { form } = c.req.valid('query');
    return c.json({
      token: issueFormToken(formSecret(c), form),
      minFillMs: minFillMs(form, c.var.user !== null),
    });
  });
