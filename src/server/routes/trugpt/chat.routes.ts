import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { chatInputSchema } from '@shared/schemas/trugpt';
import { LlmError } from '../../assistant/llm';
import type { AppEnv } from '../../context';
import { ApiError } from '../../errors';
import { currentUser, signedIn } from '../../http/middleware';
import { jsonInput } from '../../http/validate';
import { MESSAGES, startChat, unavailable } from '../../trugpt/chat-service';

export const chatRoutes = new Hono<AppEnv>()
  .post('/trugpt/chat', signedIn(MESSAGES.signIn), jsonInput(chatInputSchema), async (c) => {
    const user = currentUser(c);
    const input = c.req.valid('json');
    const chat = await startChat(c.var.deps, user.id, input, c.req.raw.signal);
    let answer = '';
    try {
      for await (const text of chat.run.text) answer += text;
    } catch (error) {
      await chat.refund();
      logModelFailure(c, error);
      throw unavailable();
    }
    return c.json(await chat.save(answer));
  })
  // The UI's variant: the same exchange as server-sent events (delta…, then done or error).
  .post('/trugpt/chat/stream', signedIn(MESSAGES.signIn), jsonInput(chatInputSchema), async (c) => {
    const user = currentUser(c);
    const input = c.req.valid('json');
    const abort = new AbortController();
    const chat = await startChat(c.var.deps, user.id, input, abort.signal);
    return streamSSE(c, async (stream) => {
      stream.onAbort(() => abort.abort());
      let answer = '';
      try {
        for await (const text of chat.run.text) {
          if (abort.signal.aborted) break;
          answer += text;
          await stream.writeSSE({ event: 'delta', data: JSON.stringify({ text }) });
        }
      } catch (error) {
        if (!abort.signal.aborted) {
          await chat.refund();
          logModelFailure(c, error);
          const failure = unavailable();
          await stream.writeSSE({
            event: 'error',
            data: JSON.stringify({ code: failure.code, message: failure.message }),
          });
          return;
        }
      }
      // Stopped by the patient: keep what was written so far, as chat apps do.
      if (abort.signal.aborted && !answer.trim()) return chat.refund();
      try {
        const saved = await chat.save(abort.signal.aborted ? `${answer.trimEnd()}\n\n_(Stopped)_` : answer);
        if (!abort.signal.aborted) await stream.writeSSE({ event: 'done', data: JSON.stringify(saved) });
      } catch (error) {
        c.var.deps.logger.error(
          { err: error instanceof Error ? error.message : String(error) },
          'trugpt save failed',
        );
        const failure = unavailable();
        await stream.writeSSE({
          event: 'error',
          data: JSON.stringify({ code: failure.code, message: failure.message }),
        });
      }
    });
  });

function logModelFailure(c: { var: AppEnv['Variables'] }, error: unknown) {
  if (error instanceof ApiError) throw error;
  const reason = error instanceof LlmError ? error.reason : 'engine';
  c.var.deps.logger.warn(
    { reason, detail: error instanceof Error ? error.message : String(error) },
    'trugpt answer failed',
  );
}
