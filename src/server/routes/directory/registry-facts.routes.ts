// GET /api/providers/:id/registry — what the NPI registry proves about a provider (and what it does not).
import { Hono } from 'hono';
import type { RegistryFactsResponse } from '@shared/schemas/registry';
import { aestheticTaxonomy } from '@shared/taxonomies';
import type { AppEnv } from '../../context';
import { notFound } from '../../errors';
import { parseProviderId, registryFacts } from '../../directory/providers.queries';

export const registryFactsRoutes = new Hono<AppEnv>().get('/providers/:id/registry', async (c) => {
  const id = parseProviderId(c.req.param('id'));
  if (id === null) throw notFound('We could not find this provider.');
  const row = await registryFacts(c.var.deps.db, id);
  if (!row) throw notFound('We could not find this provider.');
  const body: RegistryFactsResponse = {
    registry: row.npi
      ? {
          npi: row.npi,
          taxonomyCode: row.taxonomyCode,
          taxonomy: row.taxonomyCode ? (aestheticTaxonomy(row.taxonomyCode)?.meaning ?? null) : null,
          licenseNumber: row.licenseNumber,
          licenseState: row.licenseState,
          updatedOn: row.updatedOn,
          // Registry rows are written with board_certified false; true only comes from another source.
          boardCertification: row.boardCertified
            ? { confirmed: true, board: row.boardName }
            : { confirmed: false },
          claimed: row.owner !== null,
        }
      : null,
  };
  return c.json(body);
});
