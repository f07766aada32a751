import { Images } from 'lucide-react';
import { Link } from 'react-router';
import type { ProviderPhotoDto } from '@shared/schemas/provider';
import { paths } from '@client/config/paths';
import { PhotoGrid } from './photo-grid';

export function ProviderGallery({
  providerId,
  photos,
  total,
}: {
  providerId: number;
  photos: ProviderPhotoDto[];
  total: number;
}) {
  return (
    <section
      aria-labelledby="photos-heading"
      className="rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="photos-heading" className="text-xl font-semibold text-ink">
          Photos
        </h2>
        {total > 0 && (
          <Link
            to={paths.providerPhotos.href({ provider: providerId })}
            className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline"
          >
            <Images aria-hidden="true" className="size-4" />
            See all {total} photos
          </Link>
        )}
      </div>
      {photos.length === 0 ? (
        <p className="mt-3 text-muted">The practice has not added photos yet.</p>
      ) : (
        <div className="mt-4">
          <PhotoGrid photos={photos.slice(0, 8)} />
        </div>
      )}
    </section>
  );
}
