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

// Where a sentence of a model's answer ends: ".", "!" or "?" (and any closing quote, bracket or emphasis) followed
// by whitespace, or a line break. Not after a title, an initial, a common abbreviation or a list number, so "Dr. Ana
// Gómez" and "1. **[Dr. …" stay in one piece and a name is always checked whole.
const SENTENCE_END = /[.!?]["'”’)\]*_]*\s+|\n+/g;
const NOT_AN_END =
  /(?:^|[\s([*_"“])(?:Dr|Dra|Drs|Mr|Mrs|Ms|Mx|Prof|Sr|Sra|Srta|St|Mt|Ft|Jr|Inc|Co|Corp|Ave|Blvd|vs|etc|approx|incl|e\.g|i\.e|No|[A-Z]|\d+)\.$/u;

/**
 * Cuts the text written so far into its complete sentences and the unfinished rest. A sentence keeps the whitespace
 * after it, so the pieces join back into the text exactly. Punctuation at the very end waits for what follows.
 */
export function completeSentences(text: string): { sentences: string[]; rest: string } {
  const sentences: string[] = [];
  let from = 0;
  for (const m of text.matchAll(SENTENCE_END)) {
    const end = m.index + m[0].length;
    if (!m[0].startsWith('\n') && NOT_AN_END.test(text.slice(from, m.index + 1))) continue;
    sentences.push(text.slice(from, end));
    from = end;
  }
  return { sentences, rest: text.slice(from) };
}

/**
 * Streams the model's answer sentence by sentence, each shown once it is checked: a sentence naming a provider
 * outside the retrieved set (by name or by link) is never shown. When one was left out, the answer ends with the
 * built-in list of the retrieved providers (`fallbackList`), so the patient still gets real matches.
 */
export async function* checkedSentences(
  stream: AsyncIterable<string>,
  pool: { id: number; name: string }[],
  fallbackList: string,
): AsyncIterable<string> {
  let pending = '';
  let shown = '';
  let dropped = false;
  const check = (sentence: string) => {
    if (unknownProviders(sentence, pool).length > 0) {
      dropped = true;
      return '';
    }
    shown += sentence;
    return sentence;
  };
  for await (const chunk of stream) {
    pending += chunk;
    const { sentences, rest } = completeSentences(pending);
    pending = rest;
    const checked = sentences.map(check).join('');
    if (checked) yield checked;
  }
  if (pending.trim()) {
    const last = check(pending);
    if (last) yield last;
  }
  if (dropped && fallbackList && !shown.includes(fallbackList)) {
    yield `${shown.trim() ? '\n\n' : ''}${fallbackList}`;
  }
}

/** The part of a built-in answer that lists providers: each paragraph with a profile link, and its bold heading. */
export function providerList(markdown: string): string {
  const paragraphs = markdown.split(/\n{2,}/);
  const linked = (p: string) => /\]\(\/provider\/\d+\)/.test(p);
  const kept = new Set<number>();
  paragraphs.forEach((p, i) => {
    if (!linked(p)) return;
    if (i > 0 && /^\*\*[^*\n]+\*\*$/.test(paragraphs[i - 1].trim())) kept.add(i - 1);
    kept.add(i);
  });
  return [...kept].map((i) => paragraphs[i]).join('\n\n');
}
