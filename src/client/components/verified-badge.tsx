import { BadgeCheck } from 'lucide-react';
import { type ProviderVerification, verifiedBadgeText } from '@shared/provider-verification';
import { Badge } from '@client/components/ui/badge';
import { cn } from '@client/components/ui/cn';

/**
 * "Licence verified", "Licence and NPI verified" …: what TruSelf checked, in visible words. Nothing at all when no
 * check was made, so no provider is called verified without saying what for.
 */
export function VerifiedBadge({
  verification,
  className,
}: {
  verification: ProviderVerification;
  className?: string;
}) {
  const text = verifiedBadgeText(verification);
  if (!text) return null;
  return (
    <Badge variant="success" className={cn('whitespace-normal', className)}>
      <BadgeCheck aria-hidden="true" /> {text}
    </Badge>
  );
}
