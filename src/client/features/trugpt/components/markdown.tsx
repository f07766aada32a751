import { Lexer, type Token, type Tokens } from 'marked';
import { type ReactNode, useMemo } from 'react';
import { Link } from 'react-router';
import { CITED_LINK_HOSTS } from '@shared/cited-hosts';

// Assistant answers are Markdown rendered straight to React elements: raw HTML in the text is shown as text, a
// bare address is never made a link (a URL in a provider's bio stays text), and links go only to our own pages and
// the sites our guides cite, so nothing the model writes can run, inject markup or send a patient elsewhere.

const pageOrigin = () => (typeof window === 'undefined' ? undefined : window.location.origin);

/** A link target an answer may use, or null (the link is shown as its text). `origin` is this site's. */
export function safeHref(
  href: string,
  origin: string | undefined = pageOrigin(),
): { internal: boolean; href: string } | null {
  // Internal only for a same-origin path: one "/" then not another "/" or "\" (browsers read "/\host" as
  // "//host"), and no backslash, whitespace or control character anywhere (browsers strip or rewrite those).
  if (href.startsWith('/')) {
    const clean = !/[\s\\]/.test(href) && [...href].every((c) => c.charCodeAt(0) > 0x1f);
    return clean && !href.startsWith('//') ? { internal: true, href } : null;
  }
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  if (origin && url.origin === origin) return safeHref(`${url.pathname}${url.search}${url.hash}`, undefined);
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return null;
  return CITED_LINK_HOSTS.has(url.hostname) ? { internal: false, href: url.toString() } : null;
}

function inline(tokens: Token[] | undefined, key = ''): ReactNode[] {
  return (tokens ?? []).map((token, i) => {
    const k = `${key}${i}`;
    switch (token.type) {
      case 'strong':
        return (
          <strong key={k} className="font-semibold text-ink">
            {inline((token as Tokens.Strong).tokens, k)}
          </strong>
        );
      case 'em':
        return <em key={k}>{inline((token as Tokens.Em).tokens, k)}</em>;
      case 'del':
        return <del key={k}>{inline((token as Tokens.Del).tokens, k)}</del>;
      case 'codespan':
        return (
          <code key={k} className="rounded bg-slate-100 px-1 py-0.5 text-[0.85em]">
            {(token as Tokens.Codespan).text}
          </code>
        );
      case 'br':
        return <br key={k} />;
      case 'link': {
        const t = token as Tokens.Link;
        // GFM makes a link of any bare address ("https://…", "www.…", "<https://…>", an email): shown as written.
        if (!t.raw.startsWith('[')) return decode(t.text);
        const target = safeHref(t.href);
        const children = inline(t.tokens, k);
        if (!target) return <span key={k}>{children}</span>;
        const className = 'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800';
        return target.internal ? (
          <Link key={k} to={target.href} className={className}>
            {children}
          </Link>
        ) : (
          <a
            key={k}
            href={target.href}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className={className}
          >
            {children}
          </a>
        );
      }
      case 'text': {
        const t = token as Tokens.Text;
        return t.tokens ? <span key={k}>{inline(t.tokens, k)}</span> : decode(t.text);
      }
      case 'escape':
        return (token as Tokens.Escape).text;
      default:
        // html, images and anything unexpected: shown as the plain text that was written.
        return 'raw' in token ? token.raw : '';
    }
  });
}

// marked escapes &, <, > and quotes in text tokens; React escapes again, so undo marked's entities.
const decode = (s: string) =>
  s.replace(
    /&(amp|lt|gt|quot|#39);/g,
    (_m, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[e] ?? _m,
  );

function block(token: Token, k: string): ReactNode {
  switch (token.type) {
    case 'heading': {
      const t = token as Tokens.Heading;
      return (
        <p key={k} className="mt-3 font-semibold text-ink first:mt-0">
          {inline(t.tokens, k)}
        </p>
      );
    }
    case 'paragraph':
      return (
        <p key={k} className="leading-relaxed">
          {inline((token as Tokens.Paragraph).tokens, k)}
        </p>
      );
    case 'list': {
      const t = token as Tokens.List;
      const items = t.items.map((item, i) => (
        <li key={`${k}-${i}`} className="pl-1">
          {item.tokens.map((child, j) =>
            child.type === 'text'
              ? inline((child as Tokens.Text).tokens ?? [child], `${k}-${i}-${j}`)
              : block(child, `${k}-${i}-${j}`),
          )}
        </li>
      ));
      return t.ordered ? (
        <ol key={k} className="ml-5 list-decimal space-y-1">
          {items}
        </ol>
      ) : (
        <ul key={k} className="ml-5 list-disc space-y-1 marker:text-brand-500">
          {items}
        </ul>
      );
    }
    case 'table': {
      const t = token as Tokens.Table;
      return (
        <div key={k} className="-mx-1 overflow-x-auto">
          <table className="w-full border-collapse text-left text-xs">
            <thead>
              <tr>
                {t.header.map((cell, i) => (
                  <th key={i} scope="col" className="border-b border-line px-2 py-1.5 font-semibold">
                    {inline(cell.tokens, `${k}h${i}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {t.rows.map((row, r) => (
                <tr key={r} className="align-top">
                  {row.map((cell, c) => (
                    <td key={c} className="border-b border-line px-2 py-1.5">
                      {inline(cell.tokens, `${k}${r}-${c}`)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    }
    case 'blockquote':
      return (
        <blockquote key={k} className="border-l-2 border-brand-200 pl-3 text-muted">
          {(token as Tokens.Blockquote).tokens.map((c, i) => block(c, `${k}-${i}`))}
        </blockquote>
      );
    case 'code':
      return (
        <pre key={k} className="overflow-x-auto rounded-lg bg-slate-100 p-3 text-xs">
          <code>{(token as Tokens.Code).text}</code>
        </pre>
      );
    case 'hr':
      return <hr key={k} className="border-line" />;
    case 'space':
      return null;
    default:
      return <p key={k}>{'raw' in token ? token.raw : ''}</p>;
  }
}

export function Markdown({ text }: { text: string }) {
  const tokens = useMemo(() => Lexer.lex(text, { gfm: true }), [text]);
  return <div className="space-y-2.5 text-sm text-ink">{tokens.map((t, i) => block(t, String(i)))}</div>;
}
