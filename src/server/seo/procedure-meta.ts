import { ALL_PROCEDURES } from '@shared/catalogue';
import type { ProcedureGuide } from '@shared/schemas/content';
import { findCategory, findGuide, orderedGuides } from '../directory/procedures.content';
import { procedureImage } from './og/og-images';
import type { PageMeta } from './page-meta';
import { fixedPageTitle, titles } from '@shared/page-titles';
import { clip, pathParam, siteName, usd } from './seo-path';

const SURGICAL = new Set(['surgical', 'weight-loss']);
// Balloons go in and come out through the mouth: no incision, unlike the rest of the weight-loss category.
const NON_INCISIONAL = new Set(['gastric-balloon']);

function procedureType(guide: ProcedureGuide) {
  const surgical = SURGICAL.has(guide.categoryId) && !NON_INCISIONAL.has(guide.id);
  return surgical ? 'https://schema.org/SurgicalProcedure' : 'https://schema.org/NoninvasiveProcedure';
}

function costLine(guide: ProcedureGuide) {
  const { typicalRange } = guide.cost;
  const unit = typicalRange.unit === 'total' ? '' : ` ${typicalRange.unit}`;
  return `Typical cost ${usd(typicalRange.min)}–${usd(typicalRange.max)}${unit}.`;
}

export function procedureMeta(path: string, publicUrl: string): PageMeta | null {
  const id = pathParam(path, '/procedure/');
  if (id === null) return null;
  const guide = findGuide(id);
  if (!guide) {
    return {
      title: titles.notFound('Procedure guide'),
      description: 'We could not find a guide for that procedure. Browse all procedure guides on TruSelf.',
      canonicalPath: '/browse-procedures',
      status: 404,
    };
  }
  const canonicalPath = `/procedure/${guide.id}`;
  const aliases = ALL_PROCEDURES.find((p) => p.id === guide.id)?.aliases ?? [];
  return {
    title: titles.procedure(guide.shortName),
    description: clip(`${guide.summary} ${costLine(guide)} Recovery timeline, risks and questions to ask.`),
    canonicalPath,
    type: 'article',
    image: procedureImage(
      guide.id,
      `${guide.name}: ${costLine(guide).replace(/\.$/, '').toLowerCase()} — a TruSelf procedure guide`,
    ),
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'MedicalProcedure',
      name: guide.name,
      alternateName: aliases.length ? aliases : undefined,
      description: guide.summary,
      url: `${publicUrl}${canonicalPath}`,
      procedureType: procedureType(guide),
      howPerformed: guide.howItWorks,
      preparation: `Anesthesia: ${guide.anesthesia}. Duration: ${guide.duration}`,
      followup: guide.recovery.summary,
      ...(guide.categoryId === 'surgical' ? { relevantSpecialty: 'https://schema.org/PlasticSurgery' } : {}),
    },
  };
}

export function categoryMeta(path: string, publicUrl: string): PageMeta | null {
  const id = pathParam(path, '/procedures/category/');
  if (id === null) return null;
  const category = findCategory(id);
  if (!category) {
    return {
      title: titles.notFound('Procedure category'),
      description: 'We could not find that procedure category. Browse all procedure guides on TruSelf.',
      canonicalPath: '/browse-procedures',
      status: 404,
    };
  }
  const guides = orderedGuides().filter((g) => g.categoryId === category.id);
  const canonicalPath = `/procedures/category/${category.id}`;
  return {
    title: titles.category(category.name),
    description: clip(
      `${category.description} Compare ${guides.length} procedure guides with sourced costs.`,
    ),
    canonicalPath,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'CollectionPage',
      name: category.name,
      description: category.description,
      url: `${publicUrl}${canonicalPath}`,
      isPartOf: { '@type': 'WebSite', name: siteName, url: publicUrl },
      mainEntity: {
        '@type': 'ItemList',
        itemListElement: guides.map((g, i) => ({
          '@type': 'ListItem',
          position: i + 1,
          name: g.name,
          url: `${publicUrl}/procedure/${g.id}`,
        })),
      },
    },
  };
}

const staticPages: Record<string, Pick<PageMeta, 'description'>> = {
  '/browse-procedures': {
    description:
      'Every procedure guide on TruSelf by category: surgical, non-surgical, weight-loss surgery and wellness, with typical costs and recovery.',
  },
  '/discovery': {
    description:
      'Start from what you want to change — face, body, skin, weight or wellness — and find the procedures that address it.',
  },
  '/location-detail': {
    description:
      'Browse cosmetic and wellness providers in US metro areas, grouped by state, with provider counts.',
  },
};

export function staticDirectoryMeta(path: string): PageMeta | null {
  const clean = path.replace(/\/+$/, '');
  const page = staticPages[clean];
  return page ? { ...page, title: fixedPageTitle(clean) ?? '', canonicalPath: clean, type: 'website' } : null;
}
