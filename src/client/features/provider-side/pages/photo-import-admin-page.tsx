import { useState } from 'react';
import { PageFrame } from '@client/components/page-frame';
import { Button } from '@client/components/ui/button';
import { paths } from '@client/config/paths';
import type { ProviderLookupItem } from '@shared/schemas/leads';
import { useProviderLookup } from '../api/leads';
import { AdminGate } from '../components/admin-gate';
import { PhotoUploader } from '../components/photo-uploader';
import { ProviderPicker } from '../components/provider-picker';

export default function PhotoImportAdminPage() {
  const [provider, setProvider] = useState<ProviderLookupItem | null>(null);
  return (
    <PageFrame
      eyebrow="Admin"
      title="Import provider photos"
      subtitle="Choose a provider, then upload PNG, JPEG or WebP photos of up to 5 MB each."
    >
      <AdminGate redirect={paths.photoImportAdmin.href()}>
        <div className="grid gap-6 rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-6">
          {provider ? (
            <>
              <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
                <div>
                  <p className="text-sm text-muted">Uploading photos for</p>
                  <p className="text-lg font-semibold text-ink">{provider.displayName}</p>
                  <p className="text-sm text-muted">
                    {provider.practiceName ? `${provider.practiceName} · ` : ''}
                    {provider.city}, {provider.state}
                  </p>
                </div>
                <Button variant="outline" size="sm" onClick={() => setProvider(null)}>
                  Choose another provider
                </Button>
              </div>
              <PhotoUploader providerId={provider.id} />
            </>
          ) : (
            <ProviderPicker
              label="Find the provider"
              hint="Search by name, practice or city."
              useLookup={useProviderLookup}
              onPick={setProvider}
            />
          )}
        </div>
      </AdminGate>
    </PageFrame>
  );
}
