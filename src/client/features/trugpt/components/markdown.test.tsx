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
  ])('refuses %s', (href) => {
    expect(safeHref(href)).toBeNull();
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
