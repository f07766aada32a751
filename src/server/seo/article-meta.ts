import { findArticle, findGuide } from '../directory/procedures.content';
import type { PageMeta } from './page-meta';
import { titles } from '@shared/page-titles';
import { clip, pathParam, siteName } from './seo-path';

export function articleMeta(path: string, publicUrl: string): PageMeta | null {
  const id = pathParam(path, '/article/');
  if (id === null) return null;
  const article = findArticle(id);
  if (!article) {
    return {
      title: titles.notFound('Article'),
      description: 'We could not find that article. Browse procedure guides and articles on TruSelf.',
      canonicalPath: '/browse-procedures',
      status: 404,
    };
  }
  const canonicalPath = `/article/${article.id}`;
  const organization = { '@type': 'Organization', name: siteName, url: publicUrl };
  return {
    title: titles.article(article.title),
    description: clip(article.summary),
    canonicalPath,
    type: 'article',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: article.title,
      description: article.summary,
      url: `${publicUrl}${canonicalPath}`,
      mainEntityOfPage: `${publicUrl}${canonicalPath}`,
      datePublished: article.publishedAt,
      author: organization,
      publisher: organization,
      about: article.procedureIds.flatMap((pid) => {
        const guide = findGuide(pid);
        return guide
          ? [{ '@type': 'MedicalProcedure', name: guide.name, url: `${publicUrl}/procedure/${guide.id}` }]
          : [];
      }),
      citation: article.sources.map((s) => ({
        '@type': 'CreativeWork',
        name: s.title,
        url: s.url,
        publisher: { '@type': 'Organization', name: s.publisher },
        datePublished: String(s.year),
      })),
    },
  };
}
