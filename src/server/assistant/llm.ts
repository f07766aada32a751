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
