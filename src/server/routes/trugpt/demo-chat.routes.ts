// SPEC §4's demo account keeps its conversations in the browser, but its answers come from the same engine and
// safety screening as everyone's: the browser sends the question with its recent turns and shows what comes back.
// Nothing is stored; the daily quota still applies.
import { Hono, type MiddlewareHandler } from 'hono';
import { DEMO_EMAIL } from '@shared/constants';
import { type DemoChatResponse, demoChatInputSchema } from '@shared/schemas/trugpt';
import { createAssistant } from '../../assistant/engine';
import type { AppEnv } from '../../context';
import { ApiError } from '../../errors';
import { currentUser, signedIn } from '../../http/middleware';
import { jsonInput } from '../../http/validate';
import { MESSAGES, modelFor, unavailable } from '../../trugpt/chat-service';
import { consumeQuota, refundQuota } from '../../trugpt/trugpt.queries';

export const DEMO_ONLY = 'This chat is for the demo account.';

const demoAccountOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (currentUser(c).email.toLowerCase() !== DEMO_EMAIL) throw new ApiError(403, 'forbidden', DEMO_ONLY);
  await next();
};

export const demoChatRoutes = new Hono<AppEnv>().post(
  '/trugpt/demo/chat',
  signedIn(MESSAGES.signIn),
  demoAccountOnly,
  jsonInput(demoChatInputSchema),
  async (c) => {
    const user = currentUser(c);
    const input = c.req.valid('json');
    const { deps } = c.var;
    if (!(await consumeQuota(deps.db, user.id, deps.env.TRUGPT_DAILY_QUOTA))) {
      throw new ApiError(429, 'quota_exceeded', MESSAGES.quota(deps.env.TRUGPT_DAILY_QUOTA));
    }
    let answer = '';
    try {
      const run = await createAssistant(deps.db, modelFor(deps)).run(
        {
          message: input.message,
          history: input.history,
          role: input.role,
          providerId: input.providerId,
          procedureId: input.procedureId,
          coordinates: input.coordinates,
        },
        c.req.raw.signal,
      );
      for await (const text of run.text) answer += text;
      const { mentionedProviders, followUps } = run.finish(answer);
      return c.json({ response: answer, mentionedProviders, followUps } satisfies DemoChatResponse);
    } catch (error) {
      await refundQuota(deps.db, user.id);
      if (error instanceof ApiError) throw error;
      deps.logger.warn(
        { detail: error instanceof Error ? error.message : String(error) },
        'trugpt demo answer failed',
      );
      throw unavailable();
    }
  },
);
