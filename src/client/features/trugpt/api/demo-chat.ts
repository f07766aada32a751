import type { DemoChatInput } from '@shared/schemas/trugpt';
import { api } from '@client/lib/api-client';

/** The demo account's answer from the server's engine (POST /api/trugpt/demo/chat); nothing is stored there. */
export const askDemo = (input: DemoChatInput, signal?: AbortSignal) =>
  api.post('/trugpt/demo/chat', { json: input, signal });
