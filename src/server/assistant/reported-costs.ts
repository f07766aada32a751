// What TruSelf reviewers paid, quoted in a cost answer: the figures the database keeps (reported_costs,
// docs/reported-costs.md) for the procedure, in the place asked about — the metro, else its state, else the
// country — always with the count, the years and the label, and never from fewer than 5 reports.
import { formatCents, type ReportedCost, yearsCovered } from '@shared/schemas/reported-costs';
import { inSentence } from '@shared/in-sentence';
import type { Database } from '../db/client';
import { loadLocations } from '../directory/locations.queries';
import { milesBetween } from '../places';
import { type FigureScope, figuresFor } from '../reviews/reported-costs.queries';
import type { Composed } from './compose';
import type { Prepared } from './prepare';
import { localName, wording } from './wording';

/** A metro counts as the place asked about when its centre is this close. */
const METRO_MILES = 40;

type Lang = 'en' | 'es';

interface Scope {
  scope: FigureScope;
  id: string;
  /** "in Miami", "in Florida", "across the US", in each language. */
  where: Record<Lang, string>;
}

async function scopesFor(db: Database, prepared: Prepared): Promise<Scope[]> {
  const national: Scope = { scope: 'national', id: '', where: { en: 'across the US', es: 'en EE. UU.' } };
  const place = prepared.place;
  if (!place) return [national];
  const metros = await loadLocations(db);
  if (place.state) {
    const stateName = metros.find((m) => m.state === place.state)?.stateName ?? place.state;
    return [
      { scope: 'state', id: place.state, where: { en: `in ${stateName}`, es: `en ${stateName}` } },
      national,
    ];
  }
  const nearest = metros
    .map((m) => ({ m, miles: milesBetween(place, m) }))
    .sort((a, b) => a.miles - b.miles)[0];
  if (!nearest || nearest.miles > METRO_MILES) return [national];
  const { m } = nearest;
  return [
    { scope: 'location', id: m.id, where: { en: `in ${m.city}`, es: `en ${m.city}` } },
    { scope: 'state', id: m.state, where: { en: `in ${m.stateName}`, es: `en ${m.stateName}` } },
    national,
  ];
}

function sentence(cost: ReportedCost, where: string, procedure: string, lang: Lang) {
  const median = formatCents(cost.medianCents);
  const middle = `${formatCents(cost.p25Cents)}–${formatCents(cost.p75Cents)}`;
  if (lang === 'es') {
    const sample = cost.sample ? ' (reseñas de ejemplo: datos de desarrollo, no pacientes reales)' : '';
    return `${where[0].toUpperCase()}${where.slice(1)}, quienes dejaron reseñas en TruSelf dicen haber pagado una mediana de ${median} por ${procedure} (la mitad central, ${middle}), según ${cost.reports} reportes de ${yearsCovered(cost)}${sample}. Es el total que dicen haber pagado, no una cotización.`;
  }
  const sample = cost.sample ? ' (sample reviews: development data, not real patients)' : '';
  return `TruSelf reviewers ${where} reported paying a median of ${median} for ${procedure} (middle half ${middle}), from ${cost.reports} reports in ${yearsCovered(cost)}${sample}. That is the total patients say they paid, not a quote.`;
}

const LABEL: Record<Lang, string> = {
  en: 'What TruSelf reviewers paid',
  es: 'Lo que pagaron los pacientes',
};

const fewer = (where: string, lang: Lang) =>
  lang === 'es'
    ? `Menos de 5 personas ${where} han dicho en TruSelf lo que pagaron, así que esta es una cifra más amplia. `
    : `Fewer than 5 TruSelf reviewers ${where} have said what they paid, so here is a wider figure. `;

/**
 * The line a cost answer adds about what reviewers paid, or null: not a cost question, no procedure, or fewer
 * than 5 reports anywhere. Sample figures are used only where real ones fall short, and say so.
 */
export async function reportedCostNote(db: Database, prepared: Prepared): Promise<string | null> {
  const u = prepared.understanding;
  const procedure = prepared.procedures[0];
  if (u.kind !== 'answer' || !u.intents.includes('cost') || !procedure?.guide) return null;
  const lang: Lang = u.language === 'es' ? 'es' : 'en';
  const scopes = await scopesFor(db, prepared);
  const name =
    lang === 'es' ? localName(procedure.id, procedure.shortName, 'es') : inSentence(procedure.shortName);
  for (const [i, scope] of scopes.entries()) {
    const { cost } = await figuresFor(db, procedure.id, scope.scope, scope.id, { includeSample: true });
    if (!cost) continue;
    const wider = i > 0 ? fewer(scopes[0].where[lang], lang) : '';
    return `- **${LABEL[lang]}:** ${wider}${sentence(cost, scope.where[lang], name, lang)}`;
  }
  return null;
}

/** Puts the note into the cost section, before its insurance line (or after the section's last line). */
export function withReportedCosts(composed: Composed, note: string | null): Composed {
  if (!note) return composed;
  const lang: Lang = note.startsWith(`- **${LABEL.es}`) ? 'es' : 'en';
  const marker = `\n- **${wording(lang).insurance}:**`;
  const at = composed.markdown.indexOf(marker);
  if (at < 0) return composed;
  return {
    ...composed,
    markdown: `${composed.markdown.slice(0, at)}\n${note}${composed.markdown.slice(at)}`,
  };
}
