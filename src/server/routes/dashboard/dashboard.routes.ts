import { Hono } from 'hono';
import { POPULAR_PROCEDURE_IDS, ALL_PROCEDURES } from '@shared/catalogue';
import type { DashboardResponse } from '@shared/schemas/dashboard';
import type { AppEnv } from '../../context';
import { unauthorized } from '../../errors';
import { currentUser } from '../../http/middleware';
import { countSaved, listSavedProviders, savedProviderIds } from '../../favorites/favorites.queries';
import {
  dashboardProcedures,
  findDashboardUser,
  myConsultations,
  myReviews,
  notificationSummary,
  recentConversations,
} from '../../dashboard/dashboard.queries';
import { suggestNextSteps } from '../../dashboard/dashboard.next-steps';

const LIMITS = { saved: 4, conversations: 5, procedures: 8, consultations: 5, reviews: 5, notifications: 3 };

export const dashboardRoutes = new Hono<AppEnv>().get('/dashboard', async (c) => {
  const sessionUser = currentUser(c);
  const { db } = c.var.deps;
  const me = await findDashboardUser(db, sessionUser.id);
  if (!me) throw unauthorized();
  const [savedTotal, saved, savedIds, conversations, procedures, consultations, reviews, notifications] =
    await Promise.all([
      countSaved(db, sessionUser.id),
      listSavedProviders(db, sessionUser.id, { limit: LIMITS.saved }),
      savedProviderIds(db, sessionUser.id),
      recentConversations(db, sessionUser.id, LIMITS.conversations),
      dashboardProcedures(db, sessionUser.id, LIMITS.procedures),
      myConsultations(db, sessionUser.id, LIMITS.consultations),
      myReviews(db, sessionUser.id, LIMITS.reviews),
      notificationSummary(db, sessionUser.id, LIMITS.notifications),
    ]);
  const profileComplete = Boolean(me.firstName && me.lastName && me.username && me.avatarUrl);
  const seen = new Set(procedures.map((p) => p.id));
  const body: DashboardResponse = {
    user: {
      firstName: me.firstName,
      name: me.name,
      emailVerified: me.emailVerified,
      profileComplete,
      memberSince: me.createdAt.toISOString(),
    },
    saved: { total: savedTotal, providers: saved },
    conversations,
    procedures,
    consultations,
    reviews,
    nextSteps: suggestNextSteps({
      emailVerified: me.emailVerified,
      profileComplete,
      savedProviderIds: savedIds,
      consultations: consultations.length,
      conversations: conversations.length,
      procedures: procedures.length,
      reviews: reviews.length,
    }),
    notifications,
    suggestedProcedures: POPULAR_PROCEDURE_IDS.filter((id) => !seen.has(id))
      .slice(0, 6)
      .flatMap((id) => {
        const p = ALL_PROCEDURES.find((x) => x.id === id);
        return p ? [{ id: p.id, name: p.name }] : [];
      }),
  };
  return c.json(body);
});
