// The built-in writer: turns a prepared answer into Markdown without any network call. Deterministic, so the
// same question always gets the same sourced answer.
import type { MentionedProvider } from '@shared/schemas/trugpt';
import { comparisonTable, guideSection, sourcesLine } from './compose-guide';
import { providerProfileSection, providersSection } from './compose-providers';
import {
  DIAGNOSIS_NOTE,
  greetingReply,
  helpReply,
  offTopicReply,
  redFlagReply,
  THANKS_REPLY,
} from './compose-safety';
import { DISCLAIMER, firstSentences, priceRange } from './format';
import type { Intent } from './intents';
import { guidesOf, type Prepared } from './prepare';
import { toMentioned } from './providers-lookup';

export interface Composed {
  markdown: string;
  mentionedProviders: MentionedProvider[];
  followUps: string[];
}

const MAX_SECTIONS = 3;

export function compose(prepared: Prepared, nutrition: boolean): Composed {
  const u = prepared.understanding;
  const none = (markdown: string): Composed => ({ markdown, mentionedProviders: [], followUps: [] });
  if (u.kind === 'red_flag') return none(redFlagReply(u.redFlag, prepared.procedures[0]?.guide ?? null));
  if (u.kind === 'greeting') return none(greetingReply(nutrition));
  if (u.kind === 'thanks') return none(THANKS_REPLY);
  if (u.kind === 'off_topic') return none(offTopicReply(nutrition));
  if (u.kind !== 'answer') return none(helpReply(null, nutrition));

  const parts: string[] = [];
  const mentioned: MentionedProvider[] = [];
  const guides = guidesOf(prepared);
  if (nutrition) parts.push('_Answering as your nutrition and wellness guide._');
  if (u.diagnosis) parts.push(DIAGNOSIS_NOTE);
  if (prepared.procedures.length === 0 && !prepared.profile) {
    parts.push(helpReply(prepared.place?.label ?? null, nutrition));
    return { markdown: parts.join('\n\n'), mentionedProviders: [], followUps: [] };
  }

  if (prepared.profile) {
    const about = u.procedureIds[0] ?? null;
    parts.push(providerProfileSection(prepared.profile, about));
    mentioned.push(toMentioned({ ...prepared.profile, procedureName: undefined }));
  }

  if (u.concern) {
    parts.push(
      [
        `**Options for ${u.concern.label}**`,
        '',
        ...prepared.procedures.map((p) =>
          p.guide
            ? `- **[${p.shortName}](/procedure/${p.id})** — ${firstSentences(p.guide.summary, 160)} Typical price ${priceRange(p.guide.cost.typicalRange.min, p.guide.cost.typicalRange.max, p.guide.cost.typicalRange.unit)}.`
            : `- **[${p.shortName}](/procedure/${p.id})**`,
        ),
        '',
        'Which one would you like to know more about? I can go through costs, recovery and risks.',
      ].join('\n'),
    );
  } else if (u.intents.includes('comparison') && guides.length >= 2) {
    parts.push(comparisonTable(guides.slice(0, 3)));
  } else {
    const intents = u.intents.filter(
      (i) => i !== 'comparison' && i !== 'provider_profile' && i !== 'find_provider',
    );
    for (const p of prepared.procedures.slice(0, 2)) {
      if (!p.guide) {
        if (intents.length > 0 || !u.intents.includes('find_provider')) {
          parts.push(
            `I don't have a reviewed TruSelf guide for **${p.name}** yet, so I won't quote figures I can't source. A board-certified provider can explain the costs, recovery and risks for your situation.`,
          );
        }
        continue;
      }
      for (const intent of intents.slice(0, MAX_SECTIONS)) {
        const section = guideSection(p.guide, intent);
        if (section) parts.push(section);
      }
    }
  }

  if (prepared.candidates.length > 0 || u.place || u.intents.includes('find_provider')) {
    const byProcedure = new Map<string, typeof prepared.candidates>();
    for (const c of prepared.candidates)
      byProcedure.set(c.procedureId, [...(byProcedure.get(c.procedureId) ?? []), c]);
    const listed = u.intents.includes('comparison')
      ? prepared.procedures.slice(0, 2)
      : prepared.procedures.slice(0, 1);
    for (const p of listed) {
      const list = byProcedure.get(p.id) ?? [];
      parts.push(providersSection(p.name, list, u.place, prepared.place?.label ?? null));
      mentioned.push(...list.map(toMentioned));
    }
  }

  const sources = sourcesLine(guides.slice(0, 2));
  if (sources) parts.push(sources);
  parts.push(DISCLAIMER);
  return {
    markdown: parts.join('\n\n'),
    mentionedProviders: dedupe(mentioned),
    followUps: followUps(prepared),
  };
}

function dedupe(list: MentionedProvider[]) {
  const seen = new Set<number>();
  return list.filter((p) => !seen.has(p.id) && seen.add(p.id));
}

const FOLLOW_UP_QUESTIONS: Partial<Record<Intent, (name: string) => string>> = {
  cost: (n) => `How much does ${n} cost?`,
  recovery: (n) => `How long is recovery from ${n}?`,
  risks: (n) => `What are the risks of ${n}?`,
  candidacy: (n) => `Am I a good candidate for ${n}?`,
  alternatives: (n) => `What are the alternatives to ${n}?`,
  questions: (n) => `What should I ask at a ${n} consultation?`,
};

function followUps(prepared: Prepared): string[] {
  const u = prepared.understanding;
  const p = prepared.procedures[0];
  if (u.kind !== 'answer' || !p || u.concern) return [];
  const name = p.shortName;
  const out = Object.entries(FOLLOW_UP_QUESTIONS)
    .filter(([intent]) => !u.intents.includes(intent as Intent))
    .slice(0, 2)
    .map(([, ask]) => ask!(name));
  if (!u.intents.includes('find_provider') && !u.place) out.push(`Find ${name} providers near me`);
  else if (u.place) out.push(`What are the risks of ${name}?`);
  return [...new Set(out)].slice(0, 3);
}
