import { Hono, type MiddlewareHandler } from 'hono';
import { isEditableContentKey } from '@shared/editable-content';
import { CONTENT_ACCESS_DENIED, updateContentInputSchema } from '@shared/schemas/content-editing';
import type { AppEnv } from '../../context';
import { forbidden, notFound } from '../../errors';
import { currentUser, signedIn } from '../../http/middleware';
import { jsonInput, paramInput } from '../../http/validate';
import { logSecurityEvent } from '../../security/events';
import { listContent, listFeaturedProviders, saveContent } from '../../content/content.queries';
import { siteStats } from '../../content/site-stats';

function editableKey(key: string) {
  if (!isEditableContentKey(key)) throw notFound('There is no such editable text.');
  return key;
}

/** Only admins edit texts; anyone else who tries leaves a security event. */
const contentEditor: MiddlewareHandler<AppEnv> = async (c, next) => {
  const user = currentUser(c);
  if (!user.isAdmin) {
    await logSecurityEvent(
      c.var.deps,
      { type: 'content_edit_denied', severity: 'medium', userId: user.id },
      c,
    );
    throw forbidden(CONTENT_ACCESS_DENIED);
  }
  await next();
};

export const contentRoutes = new Hono<AppEnv>()
  /** SPEC §7 "read editable_content": every key, defaults merged in. */
  .get('/content', async (c) => c.json({ content: await listContent(c.var.deps.db) }))
  /** SPEC §7 "upsert editable_content": admins only, plain text only, history kept. */
  .put(
    '/content/:key',
    signedIn(),
    contentEditor,
    paramInput(({ key }) => ({ key: editableKey(key) })),
    // Each text has its own length limit.
    jsonInput((c) => updateContentInputSchema(editableKey(c.req.param('key') ?? ''))),
    async (c) => {
      const user = currentUser(c);
      const { key } = c.req.valid('param');
      const { content } = c.req.valid('json');
      const row = await saveContent(c.var.deps.db, key, content, user.id);
      await logSecurityEvent(
        c.var.deps,
        { type: 'content_updated', severity: 'low', userId: user.id, data: { key } },
        c,
      );
      return c.json({
        content: {
          key,
          content: row.content,
          updatedAt: row.updatedAt.toISOString(),
          updatedBy: row.updatedBy,
        },
      });
    },
  )
  .get('/providers/featured', async (c) => c.json({ providers: await listFeaturedProviders(c.var.deps.db) }))
  /** The home page's figures about the site, counted from the data (kept five minutes). */
  .get('/site-stats', async (c) => c.json({ stats: await siteStats(c.var.deps.db) }));
