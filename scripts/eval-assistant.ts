// `npm run eval:assistant`: asks the built-in engine every question in the eval set against a sample directory and
// prints the share answered with the right procedure and intent, the share whose facts match the guide, and the
// share whose mentioned providers are real, offer the procedure and are near the place asked about.
import { and, eq, inArray } from 'drizzle-orm';
import type { ProcedureGuide } from '../src/shared/schemas/content';
import { createAssistant } from '../src/server/assistant/engine';
import { EVAL_CASES, type EvalCase } from '../src/server/assistant/eval-cases';
import { money, priceRange } from '../src/server/assistant/format';
import type { Intent } from '../src/server/assistant/intents';
import { getProcedure } from '../src/server/assistant/knowledge';
import { NEAR_MILES } from '../src/server/assistant/providers-lookup';
import { openSandbox } from '../src/server/assistant/sandbox';
import { providerProcedures, providers } from '../src/server/db/schema';

function expectedFacts(guide: ProcedureGuide, intent: Intent | undefined): string[] {
  const range = priceRange(
    guide.cost.typicalRange.min,
    guide.cost.typicalRange.max,
    guide.cost.typicalRange.unit,
  );
  switch (intent) {
    case 'cost':
      return guide.cost.surgeonFee
        ? [range, money(guide.cost.surgeonFee.amount), String(guide.cost.surgeonFee.year)]
        : [range];
    case 'recovery':
      return [guide.recovery.timeline[0].when];
    case 'risks':
      return [guide.risks[0], guide.redFlags[0]];
    case 'candidacy':
      return [guide.idealCandidates[0]];
    case 'how_it_works':
      return [guide.anesthesia];
    case 'results':
      return [guide.results.howLong.slice(0, 40)];
    case 'alternatives':
      return guide.alternatives.length > 0 ? [guide.alternatives[0].name] : [];
    case 'questions':
      return [guide.questionsToAsk[0]];
    case 'comparison':
      return [`| ${guide.shortName} |`.slice(2)];
    case 'overview':
      return [guide.summary];
    default:
      return [];
  }
}

const sandbox = await openSandbox(Number(process.env.EVAL_PROVIDERS ?? 2000));
const assistant = createAssistant(sandbox.db, null);
const tally = {
  understood: 0,
  facts: 0,
  factCases: 0,
  noGuide: 0,
  providerCases: 0,
  providersValid: 0,
  placesWanted: 0,
  placesServed: 0,
};
const failures: string[] = [];

async function score(c: EvalCase) {
  const run = await assistant.run(
    {
      message: c.q,
      history: (c.history ?? []).map((content) => ({ role: 'user' as const, content })),
      role: c.role ?? 'general',
    },
    new AbortController().signal,
  );
  let text = '';
  for await (const chunk of run.text) text += chunk;
  const { mentionedProviders } = run.finish(text);
  const u = run.understanding;
  const procedureOk =
    !c.expect.procedure ||
    (u.kind === 'answer' &&
      (u.procedureIds.includes(c.expect.procedure) || u.concern?.procedures[0] === c.expect.procedure));
  const intentOk = !c.expect.intent || (u.kind === 'answer' && u.intents.includes(c.expect.intent));
  const placeOk = !c.expect.place || (run.prepared.place?.label.includes(c.expect.place) ?? false);
  const kindOk = u.kind === c.expect.kind && (c.expect.kind !== 'red_flag' || /911|988/.test(text));
  const understood = kindOk && procedureOk && intentOk && placeOk;
  if (understood) tally.understood++;
  else failures.push(`understanding: "${c.q}" → ${JSON.stringify(u).slice(0, 200)}`);

  const guide = c.expect.procedure ? getProcedure(c.expect.procedure)?.guide : null;
  if (
    c.expect.kind === 'answer' &&
    c.expect.procedure &&
    c.expect.intent &&
    c.expect.intent !== 'find_provider'
  ) {
    tally.factCases++;
    if (!guide) {
      tally.noGuide++;
      if (/don't have a reviewed TruSelf guide/.test(text)) tally.facts++;
      else failures.push(`facts: "${c.q}" has no guide but did not say so`);
    } else {
      const missing = expectedFacts(guide, c.expect.intent).filter((f) => !text.includes(f));
      if (missing.length === 0) tally.facts++;
      else
        failures.push(`facts: "${c.q}" is missing ${missing.map((m) => `"${m.slice(0, 50)}"`).join(', ')}`);
    }
  }
  if (c.expect.place) {
    tally.placesWanted++;
    if (mentionedProviders.length > 0) tally.placesServed++;
  }
  if (mentionedProviders.length > 0) {
    tally.providerCases++;
    const ids = mentionedProviders.map((p) => p.id);
    const procedureId = u.kind === 'answer' ? u.procedureIds[0] : undefined;
    const rows = await sandbox.db
      .select({ id: providers.id })
      .from(providers)
      .innerJoin(providerProcedures, eq(providerProcedures.providerId, providers.id))
      .where(
        and(
          inArray(providers.id, ids),
          procedureId ? eq(providerProcedures.procedureId, procedureId) : undefined,
        ),
      );
    const offering = new Set(rows.map((r) => r.id));
    const near = run.prepared.candidates.every(
      (p) => p.distanceMiles === null || p.distanceMiles <= NEAR_MILES * 3,
    );
    if (ids.every((id) => offering.has(id)) && near) tally.providersValid++;
    else failures.push(`providers: "${c.q}" mentioned ${ids.join(', ')}`);
  }
}

for (const c of EVAL_CASES) await score(c);
await sandbox.close();

const pct = (n: number, d: number) => `${d === 0 ? 'n/a' : `${((100 * n) / d).toFixed(1)}%`} (${n}/${d})`;
console.log(`TruGPT built-in engine — ${EVAL_CASES.length} questions`);
console.log(`  right procedure, intent, place and safety route: ${pct(tally.understood, EVAL_CASES.length)}`);
console.log(
  `  facts match the guide (with source and year):    ${pct(tally.facts, tally.factCases)}${tally.noGuide ? ` — ${tally.noGuide} without a guide yet, answered honestly` : ''}`,
);
console.log(
  `  mentioned providers valid (real, offer it, near): ${pct(tally.providersValid, tally.providerCases)}`,
);
console.log(
  `  place questions answered with providers:          ${pct(tally.placesServed, tally.placesWanted)}`,
);
if (failures.length > 0) console.log(`\nMisses:\n${failures.map((f) => `  - ${f}`).join('\n')}`);
