import { ExternalLink, MessagesSquare } from 'lucide-react';
import { Link } from 'react-router';
import { PageFrame } from '@client/components/page-frame';
import { Button } from '@client/components/ui/button';
import { EmptyState } from '@client/components/ui/empty-state';
import { paths } from '@client/config/paths';
import { COMMUNITY_GROUP } from '@client/config/community';

export default function ForumPage() {
  return (
    <PageFrame title="Community Forum" width="narrow">
      <EmptyState
        icon={MessagesSquare}
        title="Coming Soon"
        text={`We are building a forum with threads for every procedure. Until it opens, ${COMMUNITY_GROUP.membersLabel} members are already talking in our Facebook group.`}
        action={
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button asChild>
              <a href={COMMUNITY_GROUP.url} target="_blank" rel="noopener noreferrer">
                Join Facebook Group <ExternalLink aria-hidden="true" />
                <span className="sr-only">(opens in a new tab)</span>
              </a>
            </Button>
            <Button asChild variant="outline">
              <Link to={paths.community.href()}>About the community</Link>
            </Button>
          </div>
        }
      />
    </PageFrame>
  );
}
