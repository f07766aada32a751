import { titles } from '@shared/page-titles';
import { usePageTitle } from '@client/lib/page-title';
import { useParams } from 'react-router';
import { PageFrame } from '@client/components/page-frame';
import { paths } from '@client/config/paths';
import { useArticle } from '../api/articles';
import { ArticleView } from '../components/guides/article-view';
import { ArticleSkeleton, isNotFound, LoadError, NotFoundState } from '../components/guides/query-states';
import { loadQueries } from '@client/lib/page-loader';
import { getArticleQueryOptions } from '../api/articles';

export default function ArticlePage() {
  const { articleId = '' } = useParams();
  const query = useArticle(articleId);
  const title = query.data?.article.title;

  usePageTitle(title ? titles.article(title) : undefined);

  if (query.isPending) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        <ArticleSkeleton />
      </div>
    );
  }
  if (query.isError) {
    return (
      <PageFrame title={isNotFound(query.error) ? 'Article not found' : 'Article'} width="narrow">
        {isNotFound(query.error) ? (
          <NotFoundState
            title="We couldn’t find that article"
            text="It may have moved or been retired. Our procedure guides cover cost, recovery and risks in depth."
            to={paths.browseProcedures.href()}
            label="Browse procedure guides"
          />
        ) : (
          <LoadError error={query.error} onRetry={() => query.refetch()} what="this article" />
        )}
      </PageFrame>
    );
  }
  return <ArticleView data={query.data} />;
}

export const loader = loadQueries(({ params }) => [getArticleQueryOptions(params.articleId ?? '')]);
