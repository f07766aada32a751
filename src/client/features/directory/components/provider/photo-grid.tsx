import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import type { LightboxPhoto } from './photo-lightbox';

// Its dialog loads when a photo is first opened.
const PhotoLightbox = lazy(() => import('./photo-lightbox').then((m) => ({ default: m.PhotoLightbox })));

/** A grid of thumbnails; each is a button that opens the lightbox at that photo. */
export function PhotoGrid({
  photos,
  columns = 'sm:grid-cols-3 lg:grid-cols-4',
}: {
  photos: LightboxPhoto[];
  columns?: string;
}) {
  const [open, setOpen] = useState<number | null>(null);
  // Mounted from the first open on, so closing it is the dialog's own (focus back to the photo).
  const [opened, setOpened] = useState(false);
  if (open !== null && !opened) setOpened(true);
  return (
    <>
      <ul className={`grid grid-cols-2 gap-3 ${columns}`}>
        {photos.map((photo, i) => (
          <li key={photo.id}>
            <button
              type="button"
              onClick={() => setOpen(i)}
              className="group block w-full cursor-pointer overflow-hidden rounded-xl border border-line bg-surface text-left focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2"
              aria-label={`Open photo: ${photo.caption || `photo ${i + 1}`}`}
            >
              <img
                src={photo.url}
                alt=""
                loading="lazy"
                className="aspect-[4/3] w-full object-cover transition-transform group-hover:scale-[1.02] motion-reduce:transition-none"
              />
              {photo.caption && !photo.href && (
                <span className="block truncate px-3 py-2 text-sm text-muted">{photo.caption}</span>
              )}
            </button>
            {photo.href && (
              <Link
                to={photo.href}
                className="mt-1.5 block truncate text-sm font-medium text-brand-700 hover:underline"
              >
                {photo.credit}
              </Link>
            )}
          </li>
        ))}
      </ul>
      {opened && (
        <Suspense>
          <PhotoLightbox photos={photos} index={open} onIndexChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
