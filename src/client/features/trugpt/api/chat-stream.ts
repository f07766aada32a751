import type { ChatInput, ChatResponse } from '@shared/schemas/trugpt';
import { ApiError, NETWORK_ERROR_MESSAGE } from '@client/lib/api-client';

/**
 * Sends one message to POST /api/trugpt/chat/stream and reads the server-sent events: `onDelta` gets each piece
 * of the answer as it is written; the promise resolves with the stored exchange. Errors carry the server's message.
 */
export async function streamChat(
  input: ChatInput,
  options: { signal: AbortSignal; onDelta: (text: string) => void },
): Promise<ChatResponse> {
  let response: Response;
  try {
    response = await fetch('/api/trugpt/chat/stream', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify(input),
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal.aborted) throw error;
    throw new ApiError(0, 'network', NETWORK_ERROR_MESSAGE);
  }
  if (!response.ok || !response.body) {
    const body = await response.json().catch(() => null);
    throw new ApiError(
      response.status,
      body?.error?.code ?? 'error',
      body?.error?.message ?? 'Something went wrong.',
    );
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  while (true) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    const blocks = buffer.split('\n\n');
    buffer = blocks.pop() ?? '';
    for (const block of blocks) {
      const event = /^event: ?(.*)$/m.exec(block)?.[1];
      const data = block
        .split('\n')
        .filter((l) => l.startsWith('data:'))
        .map((l) => l.slice(5).replace(/^ /, ''))
        .join('\n');
      if (!event || !data) continue;
      const parsed = JSON.parse(data);
      if (event === 'delta') options.onDelta(parsed.text);
      else if (event === 'done') return parsed as ChatResponse;
      else if (event === 'error') throw new ApiError(502, parsed.code, parsed.message);
    }
  }
  throw new ApiError(0, 'network', NETWORK_ERROR_MESSAGE);
}
