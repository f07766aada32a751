import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Markdown, safeHref } from './markdown';

const render = (text: string) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <Markdown text={text} />
    </MemoryRouter>,
  );

describe('links in TruGPT answers', () => {
  it.each([
    ['/provider/12', { internal: true, href: '/provider/12' }],
    ['/procedure/botox', { internal: true, href: '/procedure/botox' }],
    ['https://www.plasticsurgery.org/x', { internal: false, href: 'https://www.plasticsurgery.org/x' }],
  ])('keeps %s', (href, expected) => {
    expect(safeHref(href)).toEqual(expected);
  });

  it.each([
    '//evil.example/phish',
    '/\\evil.example',
    '/\\/evil.example',
    '/ /evil.example',
    '/\t/evil.example',
    'javascript:alert(1)',
    'http://insecure.example',
    'data:text/html,<script>alert(1)</script>',
    'https://evil.example/phish',
    'https://www.plasticsurgery.org.evil.example/x',
    'https://user@www.fda.gov/x',
    'https://www.fda.gov:8443/x',
  ])('refuses %s', (href) => {
    expect(safeHref(href, 'https://truself.example')).toBeNull();
  });

  it("takes an absolute link to this site's own origin as an internal path, and nobody else's", () => {
    expect(safeHref('https://truself.example/provider/7?tab=reviews', 'https://truself.example')).toEqual({
      internal: true,
      href: '/provider/7?tab=reviews',
    });
    expect(safeHref('https://truself.example.evil.example/provider/7', 'https://truself.example')).toBeNull();
    expect(safeHref('http://truself.example/provider/7', 'https://truself.example')).toBeNull();
  });

  it('makes no link of a bare address, as a URL in a provider field would arrive', () => {
    const html = render(
      'Dr. A (Bio: book at https://evil.example/book or www.evil.example, <https://evil.example/x>, help@evil.example)',
    );
    expect(html).not.toContain('<a');
    expect(html).not.toContain('href');
    expect(html).toContain('https://evil.example/book');
    expect(html).toContain('www.evil.example');
  });

  it('shows a written link to any other site as its text, and keeps the crisis line and cited sources', () => {
    const html = render(
      '[Book now](https://evil.example/book) · [988lifeline.org](https://988lifeline.org) · [ASPS](https://www.plasticsurgery.org/x)',
    );
    expect(html).not.toContain('evil.example');
    expect(html).toContain('Book now');
    expect(html).toContain('href="https://988lifeline.org/"');
    expect(html).toContain('href="https://www.plasticsurgery.org/x"');
  });

  it('renders a protocol-relative or backslash link as plain text, not a link', () => {
    const html = render(
      'See [our surgeon](//evil.example) or [this one](/\\evil.example) or [Dr. A](/provider/3).',
    );
    expect(html).not.toContain('evil.example"');
    expect(html).toContain('href="/provider/3"');
    expect(html).toContain('our surgeon');
  });

  it('shows raw HTML as text', () => {
    const html = render('<img src=x onerror=alert(1)> **bold**');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img');
  });
});
