import { Hono } from 'hono';
import { practiceOrClinician } from '@shared/practice-facts';
import {
  type ConsultationResponse,
  consultationInputSchema,
  consultationMessages,
  contactPreferenceLabels,
} from '@shared/schemas/consultation';
import type { AppEnv } from '../../context';
import { ApiError, badRequest, notFound } from '../../errors';
import { jsonInput } from '../../http/validate';
import { assertHuman } from '../../security/anti-bot';
import { logSecurityEvent } from '../../security/events';
import { enforceRateLimit } from '../../security/rate-limit';
import { findProvider, offersProcedure } from '../../directory/providers.queries';
import { createLead } from '../../leads/leads.queries';
import { createNotification } from '../../notifications/notifications.queries';

export const consultationRoutes = new Hono<AppEnv>().post(
  '/leads/consultation',
  jsonInput(consultationInputSchema),
  async (c) => {
    const input = c.req.valid('json');
    const { db } = c.var.deps;
    const user = c.var.user;
    try {
      assertHuman(c, 'lead', input);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'bot') {
        await logSecurityEvent(
          c.var.deps,
          { type: 'consultation_blocked', severity: 'medium', userId: user?.id },
          c,
        );
      }
      throw error;
    }
    const found = await findProvider(db, input.providerId);
    if (!found) throw notFound(consultationMessages.providerNotFound);
    const procedureId = input.procedureId || null;
    if (procedureId && !(await offersProcedure(db, input.providerId, procedureId))) {
      throw badRequest(consultationMessages.procedureNotOffered, {
        procedureId: consultationMessages.procedureNotOffered,
      });
    }
    await enforceRateLimit(c, 'lead', {
      keys: [`email:${input.email}`],
      message: consultationMessages.rateLimited,
    });

    const { provider } = found;
    const lead = await createLead(db, {
      kind: 'consultation',
      providerId: provider.id,
      userId: user?.id ?? null,
      name: input.name,
      email: input.email,
      phone: input.phone || null,
      procedureId,
      timing: input.timing,
      contactPreference: input.contactPreference,
      message: input.message,
      consent: true,
    });
    if (user) {
      await createNotification(db, user.id, {
        type: 'success',
        title: 'Consultation request sent',
        message: `${practiceOrClinician(provider)} has your request and will reply by ${contactPreferenceLabels[input.contactPreference].toLowerCase()}.`,
        actionLabel: 'View provider',
        actionHref: `/provider/${provider.id}`,
      });
    }
    const body: ConsultationResponse = {
      id: lead.id,
      providerId: provider.id,
      practiceName: practiceOrClinician(provider),
    };
    return c.json(body, 201);
  },
);
