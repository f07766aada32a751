import { ExternalLink } from 'lucide-react';
import type { ContentSource } from '@shared/schemas/content';
import { formatDay } from '@shared/format';

export function SourcesList({ sources, lastReviewed }: { sources: ContentSource[]; lastReviewed?: string }) {
  return (
    <>
      <ol className="list-decimal space-y-2 pl-5 text-sm leading-6">
        {sources.map((source) => (
          <li key={source.url}>
            <a
              href={source.url}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-baseline gap-1 font-medium text-brand-700 underline-offset-4 hover:underline"
            >
              {source.title}
              <ExternalLink aria-hidden="true" className="size-3 self-center" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
            <span className="text-muted">
              {' '}
              — {source.publisher}, {source.year}
            </span>
          </li>
        ))}
      </ol>
      {lastReviewed ? (
        <p className="text-sm text-muted">
          Last reviewed <time dateTime={lastReviewed}>{formatDay(lastReviewed)}</time>. This guide is general
          information, not medical advice: a board-certified provider who examines you can say what is right
          for you.
        </p>
      ) : null}
    </>
  );
}
