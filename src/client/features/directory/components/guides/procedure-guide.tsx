import { Link } from 'react-router';
import type { ProcedureDetailResponse } from '@shared/schemas/directory';
import { Button } from '@client/components/ui/button';
import { formatNumber, listOf } from '@shared/format';
import { AlternativesList } from './alternatives-list';
import { ArticleCard } from './article-card';
import { CostSection } from './cost-section';
import { FaqList } from './faq-list';
import { GuideAside } from './guide-aside';
import { paragraphs } from './paragraphs';
import { findProvidersHref, GuideHero } from './guide-hero';
import { BulletList, GuideSection } from './guide-section';
import { GuideToc, type TocEntry } from './guide-toc';
import { ProviderCard } from './provider-card';
import { QuestionsChecklist } from './questions-checklist';
import { RecoveryTimeline } from './recovery-timeline';
import { SafetySection } from './safety-section';
import { SourcesList } from './sources-list';

export function ProcedureGuideView({ data }: { data: ProcedureDetailResponse }) {
  const { guide, priceStats, reported, topProviders, usual, articles, linkedProcedures, category } = data;
  const toc: TocEntry[] = [
    { id: 'overview', label: 'Overview' },
    { id: 'candidates', label: 'Ideal candidates' },
    { id: 'how-it-works', label: 'How it works' },
    { id: 'cost', label: 'Cost' },
    { id: 'recovery', label: 'Recovery timeline' },
    { id: 'results', label: 'Results' },
    { id: 'risks', label: 'Risks and red flags' },
    ...(guide.alternatives.length ? [{ id: 'alternatives', label: 'Alternatives' }] : []),
    { id: 'questions', label: 'Questions to ask' },
    { id: 'providers', label: 'Providers' },
    { id: 'faqs', label: 'FAQs' },
    ...(articles.length ? [{ id: 'reading', label: 'Related reading' }] : []),
    { id: 'sources', label: 'Sources' },
  ];
  return (
    <>
      <GuideHero guide={guide} categoryName={category.name} />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-8 sm:px-6 md:py-12 lg:grid-cols-[13rem_minmax(0,1fr)] xl:grid-cols-[13rem_minmax(0,1fr)_16rem]">
        <div>
          <GuideToc entries={toc} />
        </div>
        <article className="min-w-0 max-w-3xl">
          <GuideSection id="overview" title="Overview">
            {paragraphs(guide.overview).map((p) => (
              <p key={p.slice(0, 40)}>{p}</p>
            ))}
          </GuideSection>
          <GuideSection id="candidates" title="Ideal candidates">
            <BulletList items={guide.idealCandidates} />
          </GuideSection>
          <GuideSection id="how-it-works" title="How it works">
            <p>{guide.howItWorks}</p>
            <p className="text-sm text-muted">
              <strong className="text-ink">Time:</strong> {guide.duration}{' '}
              <strong className="ml-2 text-ink">Anesthesia:</strong> {guide.anesthesia}
            </p>
          </GuideSection>
          <GuideSection id="cost" title={`What ${guide.shortName} costs`}>
            <CostSection
              cost={guide.cost}
              priceStats={priceStats}
              reported={reported}
              name={guide.shortName}
            />
          </GuideSection>
          <GuideSection id="recovery" title="Recovery timeline">
            <p>{guide.recovery.summary}</p>
            <RecoveryTimeline steps={guide.recovery.timeline} />
          </GuideSection>
          <GuideSection id="results" title="Results and how long they last">
            <p>
              <strong className="text-ink">When you will see them: </strong>
              {guide.results.whenVisible}
            </p>
            <p>
              <strong className="text-ink">How long they last: </strong>
              {guide.results.howLong}
            </p>
          </GuideSection>
          <GuideSection id="risks" title="Risks and red-flag symptoms">
            <SafetySection risks={guide.risks} redFlags={guide.redFlags} />
          </GuideSection>
          {guide.alternatives.length ? (
            <GuideSection id="alternatives" title="Alternatives to consider">
              <AlternativesList alternatives={guide.alternatives} linked={linkedProcedures} />
            </GuideSection>
          ) : null}
          <GuideSection id="questions" title="Questions to ask a provider">
            <QuestionsChecklist name={guide.shortName} questions={guide.questionsToAsk} />
          </GuideSection>
          <GuideSection id="providers" title={`Providers offering ${guide.shortName}`}>
            {topProviders.length ? (
              <ul className="grid gap-4 sm:grid-cols-2">
                {topProviders.map((provider) => (
                  <li key={provider.id}>
                    <ProviderCard provider={provider} procedureId={guide.id} />
                  </li>
                ))}
              </ul>
            ) : (
              <p>No provider lists {guide.shortName} yet.</p>
            )}
            {usual && usual.count > 0 ? (
              <>
                <p>
                  {formatNumber(usual.count)}
                  {topProviders.length ? ' more' : ''} {usual.count === 1 ? 'clinician' : 'clinicians'} from
                  the NPI registry {usual.count === 1 ? 'is' : 'are'}{' '}
                  {listOf(usual.practitioners).toLowerCase()}, whose specialty usually offers{' '}
                  {guide.shortName}; their practices have not confirmed it. Search lists them after the
                  providers who list it. Sources for the specialties:{' '}
                  {usual.sources.map((source, i) => (
                    <span key={source.url}>
                      {i > 0 ? '; ' : ''}
                      <a href={source.url} className="underline" rel="noopener noreferrer" target="_blank">
                        {source.publisher}
                      </a>
                    </span>
                  ))}
                  .
                </p>
                <ul className="grid gap-4 sm:grid-cols-2">
                  {usual.topProviders.map((provider) => (
                    <li key={provider.id}>
                      <ProviderCard provider={provider} procedureId={guide.id} />
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
            <Button asChild variant="secondary">
              <Link to={findProvidersHref(guide.id)}>Find providers for {guide.shortName} near you</Link>
            </Button>
          </GuideSection>
          <GuideSection id="faqs" title="Frequently asked questions">
            <FaqList faqs={guide.faqs} />
          </GuideSection>
          {articles.length ? (
            <GuideSection id="reading" title="Related reading">
              <ul className="grid gap-4 sm:grid-cols-2">
                {articles.map((article) => (
                  <li key={article.id}>
                    <ArticleCard article={article} />
                  </li>
                ))}
              </ul>
            </GuideSection>
          ) : null}
          <GuideSection id="sources" title="Sources">
            <SourcesList sources={guide.sources} lastReviewed={guide.lastReviewed} />
          </GuideSection>
        </article>
        <aside aria-label="Next steps" className="hidden xl:block">
          <GuideAside data={data} />
        </aside>
      </div>
    </>
  );
}
