// An OpenAI-compatible chat model (OpenAI, Ollama, vLLM, LM Studio…) reached with fetch and streamed. Every
// failure becomes an LlmError so the route can answer with SPEC's wording and never leak upstream details.
export interface LlmMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface ChatModel {
  stream(messages: LlmMessage[], signal: AbortSignal): AsyncIterable<string>;
}

export class LlmError extends Error {
  constructor(
    readonly reason: 'timeout' | 'upstream' | 'network' | 'aborted',
    detail: string,
  ) {
    super(detail);
    this.name = 'LlmError';
  }
}

export interface OpenAiConfig {
  baseUrl: string;
  apiKey?: string;
  model: string;
  /** Longest wait for the first token and between tokens. */
  timeoutMs: number;
  fetch?: typeof fetch;
}

export function createOpenAiModel(config: OpenAiConfig): ChatModel {
  const doFetch = config.fetch ?? fetch;
  const url = `${config.baseUrl.replace(/\/$/, '')}/chat/completions`;
  return {
    async *stream(messages, signal) {
      const controller = new AbortController();
      let timedOut = false;
      let timer: NodeJS.Timeout | undefined;
      const arm = () => {
        clearTimeout(timer);
        timer = setTimeout(() => {
          timedOut = true;
          controller.abort();
        }, config.timeoutMs);
      };
      const onAbort = () => controller.abort();
      signal.addEventListener('abort', onAbort, { once: true });
      const fail = (error: unknown): never => {
        if (error instanceof LlmError) throw error;
        if (timedOut) throw new LlmError('timeout', `no reply within ${config.timeoutMs} ms`);
        if (signal.aborted) throw new LlmError('aborted', 'stopped by the client');
        throw new LlmError('network', error instanceof Error ? error.message : String(error));
      };
      arm();
      try {
        let response: Response;
        try {
          response = await doFetch(url, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              accept: 'text/event-stream',
              ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
            },
            body: JSON.stringify({ model: config.model, messages, stream: true, temperature: 0.3 }),
            signal: controller.signal,
          });
        } catch (error) {
          return fail(error);
        }
        if (!response.ok || !response.body) {
          throw new LlmError('upstream', `model endpoint answered ${response.status}`);
        }
        if ((response.headers.get('content-type') ?? '').includes('application/json')) {
          const body = (await response.json()) as { choices?: { message?: { content?: string } }[] };
          const content = body.choices?.[0]?.message?.content;
          if (!content) throw new LlmError('upstream', 'model returned no content');
          yield content;
          return;
        }
        yield* readEvents(response.body, arm, fail);
      } finally {
        clearTimeout(timer);
        signal.removeEventListener('abort', onAbort);
      }
    },
  };
}

async function* readEvents(
  body: ReadableStream<Uint8Array>,
  onChunk: () => void,
  fail: (e: unknown) => never,
) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let produced = false;
  try {
    read: while (true) {
      let chunk: ReadableStreamReadResult<Uint8Array>;
      try {
        chunk = await reader.read();
      } catch (error) {
        return fail(error);
      }
      if (chunk.done) break;
      onChunk();
      buffer += decoder.decode(chunk.value, { stream: true });
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      for (const line of lines) {
        const data = line.startsWith('data:') ? line.slice(5).trim() : null;
        if (!data) continue;
        if (data === '[DONE]') break read;
        let parsed: { choices?: { delta?: { content?: string } }[]; error?: unknown };
        try {
          parsed = JSON.parse(data);
        } catch {
          continue;
        }
        if (parsed.error) throw new LlmError('upstream', 'model stream reported an error');
        const text = parsed.choices?.[0]?.delta?.content;
        if (text) {
          produced = true;
          yield text;
        }
      }
    }
    if (!produced) throw new LlmError('upstream', 'model returned no content');
  } finally {
    reader.releaseLock();
  }
}

// "Dr. Jane Smith", "Dr Smith", "Jane Smith, MD": how answers name people.
const NAMED_PERSON =
  /\b(?:Dr|Dra|Doctor)\.?\s+([A-Z][\p{L}'’-]+(?:\s+[A-Z][\p{L}'’-]+){0,2})|\b([A-Z][\p{L}'’-]+\s+[A-Z][\p{L}'’-]+),?\s+(?:MD|M\.D\.|DO|D\.O\.|NP|PA-C|RN|DDS|FACS)\b/gu;

/** Providers the text names (by link or by name) that are not in the pool, empty when it names only known ones. */
export function unknownProviders(text: string, pool: { id: number; name: string }[]): string[] {
  const ids = new Set(pool.map((p) => p.id));
  const names = pool.map((p) => p.name.toLowerCase());
  const unknown: string[] = [];
  for (const m of text.matchAll(/\/provider\/(\d+)/g)) if (!ids.has(Number(m[1]))) unknown.push(m[0]);
  for (const m of text.matchAll(NAMED_PERSON)) {
    const name = (m[1] ?? m[2]).toLowerCase();
    const surname = name.split(/\s+/).at(-1) ?? name;
    if (!names.some((n) => n.includes(name) || n.split(/[\s,]+/).includes(surname))) unknown.push(m[0]);
  }
  return unknown;
}

/**
 * Holds the model's answer until it is complete, then shows it only if every provider it names was retrieved;
 * otherwise shows the built-in answer instead (and calls onFallback so the stored mentions match).
 */
export async function* onlyKnownProviders(
  stream: AsyncIterable<string>,
  pool: { id: number; name: string }[],
  fallback: string,
  onFallback: () => void,
): AsyncIterable<string> {
  let text = '';
  for await (const chunk of stream) text += chunk;
  const named = unknownProviders(text, pool).length === 0;
  if (!named) onFallback();
  const shown = named ? text : fallback;
  // Sent on in word-sized pieces so the chat still renders progressively.
  for (const piece of shown.match(/\S+\s*|\s+/g) ?? []) yield piece;
}
