import { Hono } from 'hono';
import { leadRequestSchema, providerLookupQuerySchema } from '@shared/schemas/leads';
import type { AppEnv } from '../../context';
import { notFound } from '../../errors';
import { jsonInput, queryInput } from '../../http/validate';
import { assertHuman } from '../../security/anti-bot';
import { enforceRateLimit } from '../../security/rate-limit';
import { userEmail } from '../../auth/accounts';
import { lookupProviders } from '../../claims/claims.queries';
import { providerByIdOrSlug, providerRow } from '../../directory/providers.queries';
import { createLead, toProviderSummary } from '../../leads/leads.queries';
import { appLink, notifyPerson } from '../../listings/notify';

export const LEAD_MESSAGES = {
  providerNotFound: 'We could not find that practice. It may have left the directory.',
  rateLimited: 'Too many requests sent. Please try again later.',
} as const;

// Patient requests from /lead-form and /patient-contact, and the practice picker those forms use.
export const leadCaptureRoutes = new Hono<AppEnv>()
  .get('/leads/providers', queryInput(providerLookupQuerySchema), async (c) => {
    const { q } = c.req.valid('query');
    return c.json({ providers: await lookupProviders(c.var.deps.db, q, null) });
  })
  .get('/leads/providers/:idOrSlug', async (c) => {
    const provider = await providerByIdOrSlug(c.var.deps.db, c.req.param('idOrSlug').slice(0, 120));
    if (!provider) throw notFound(LEAD_MESSAGES.providerNotFound);
    return c.json({ provider: toProviderSummary(provider) });
  })
  .post('/leads', jsonInput(leadRequestSchema), async (c) => {
    const input = c.req.valid('json');
    assertHuman(c, 'lead', input);
    await enforceRateLimit(c, 'lead', { keys: [`email:${input.email}`], message: LEAD_MESSAGES.rateLimited });
    const { deps } = c.var;
    const provider = await providerRow(deps.db, input.providerId);
    if (!provider) throw notFound(LEAD_MESSAGES.providerNotFound);
    const lead = await createLead(deps.db, {
      kind: input.kind,
      providerId: provider.id,
      userId: c.var.user?.id ?? null,
      name: input.name,
      email: input.email,
      phone: input.phone ?? null,
      procedureId: input.procedureId ?? null,
      timing: input.timing,
      contactPreference: input.contactPreference,
      message: input.message,
      consent: input.consent,
    });
    // The form's address is whatever anyone typed: mailing it would let a stranger send our mail, with their own
    // words in it, to any inbox. Only a signed-in patient hears back, at their account's verified address.
    const patient = c.var.user;
    if (patient) {
      await notifyPerson(deps, {
        userId: patient.id,
        email: patient.email,
        subject: `Your request was sent to ${provider.practiceName}`,
        text: `Hello${patient.firstName ? ` ${patient.firstName}` : ''},\n\nWe passed your request to ${provider.practiceName}, as you agreed. They will contact you by ${input.contactPreference === 'email' ? 'email' : 'phone'}.\n\nTruSelf never sells your details and shares them only with the practice you chose.`,
      });
    }
    if (provider.ownerUserId) {
      const ownerEmail = await userEmail(deps.db, provider.ownerUserId);
      // The owner's email carries no patient details: they read the request after signing in.
      await notifyPerson(deps, {
        userId: provider.ownerUserId,
        email: ownerEmail,
        subject: 'New patient request on TruSelf',
        text: `A patient sent ${provider.practiceName} a request through TruSelf. Patients who hear back quickly book more often:\n${appLink(deps, '/claim-profile')}`,
        notification: {
          type: 'info',
          title: 'New patient request',
          message: `A patient asked ${provider.practiceName} to get in touch.`,
          actionLabel: 'See requests',
          actionHref: '/claim-profile',
        },
      });
    }
    return c.json({ lead: { id: lead.id }, practiceName: provider.practiceName }, 201);
  });
