import { ExternalLink, HeartHandshake, MessageCircleQuestion, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import { paths } from '@client/config/paths';
import { COMMUNITY_GROUP } from '@client/config/community';

interface CommunityDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const points = [
  {
    Icon: HeartHandshake,
    text: 'Members share honest experiences, recovery journals and before-and-after stories.',
  },
  {
    Icon: MessageCircleQuestion,
    text: 'Ask questions about procedures, costs and providers — and get answers from people who have been there.',
  },
  {
    Icon: ShieldCheck,
    text: 'Moderated for kindness and privacy. Nothing you post there is linked to your TruSelf account.',
  },
];

/** SPEC §2 mobile bottom bar: Community opens a dialog about the group with a link to join. */
export function CommunityDialog({ open, onOpenChange }: CommunityDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Join the TruSelf Community</DialogTitle>
          <DialogDescription>
            <strong className="font-semibold text-ink">{COMMUNITY_GROUP.membersLabel} members</strong> in our
            Facebook group support each other through every step of their aesthetic and wellness journey.
          </DialogDescription>
        </DialogHeader>
        <ul className="space-y-3">
          {points.map(({ Icon, text }) => (
            <li key={text} className="flex gap-3 text-sm text-ink">
              <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
              {text}
            </li>
          ))}
        </ul>
        <div className="mt-2 grid gap-2">
          <Button asChild size="lg">
            <a href={COMMUNITY_GROUP.url} target="_blank" rel="noopener noreferrer">
              Join Facebook Group ({COMMUNITY_GROUP.membersLabel})
              <ExternalLink aria-hidden="true" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          </Button>
          <Button asChild variant="outline" size="lg">
            <Link to={paths.community.href()} onClick={() => onOpenChange(false)}>
              Learn more about the community
            </Link>
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
