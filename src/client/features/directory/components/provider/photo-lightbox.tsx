import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '@client/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@client/components/ui/dialog';

export interface LightboxPhoto {
  id: string;
  url: string;
  caption: string;
  procedureName: string | null;
  /** Shown under the caption on the cross-provider gallery. */
  credit?: string;
  /** The provider's profile, on the cross-provider gallery. */
  href?: string;
}

/** Full-size photo viewer: arrow keys or the buttons move between photos, Escape closes. */
export function PhotoLightbox({
  photos,
  index,
  onIndexChange,
}: {
  photos: LightboxPhoto[];
  index: number | null;
  onIndexChange: (index: number | null) => void;
}) {
  const photo = index === null ? null : photos[index];
  const go = (delta: number) => {
    if (index === null) return;
    onIndexChange((index + delta + photos.length) % photos.length);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') go(1);
    if (event.key === 'ArrowLeft') go(-1);
  };
  return (
    <Dialog open={photo !== null} onOpenChange={(open) => !open && onIndexChange(null)}>
      <DialogContent fullScreenOnMobile className="md:max-w-3xl" onKeyDown={onKeyDown}>
        {photo && (
          <>
            <DialogTitle>{photo.caption || 'Photo'}</DialogTitle>
            <DialogDescription>
              Photo {index! + 1} of {photos.length}
              {photo.procedureName ? ` · ${photo.procedureName}` : ''}
              {photo.credit ? ` · ${photo.credit}` : ''}
            </DialogDescription>
            <div className="flex flex-1 items-center justify-center overflow-hidden rounded-lg bg-surface">
              <img
                src={photo.url}
                alt={photo.caption || 'Provider photo'}
                className="max-h-[65dvh] w-full object-contain"
              />
            </div>
            {photo.href && (
              <Link to={photo.href} className="text-sm font-medium text-brand-700 hover:underline">
                View this provider&apos;s profile
              </Link>
            )}
            {photos.length > 1 && (
              <div className="flex justify-between gap-2">
                <Button variant="outline" onClick={() => go(-1)} aria-label="Previous photo">
                  <ChevronLeft aria-hidden="true" /> Previous
                </Button>
                <Button variant="outline" onClick={() => go(1)} aria-label="Next photo">
                  Next <ChevronRight aria-hidden="true" />
                </Button>
              </div>
            )}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
