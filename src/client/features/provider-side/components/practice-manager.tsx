import { ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Select } from '@client/components/ui/select';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@client/components/ui/tabs';
import { VerifiedBadge } from '@client/components/verified-badge';
import { paths } from '@client/config/paths';
import type { PracticeDetail } from '@shared/schemas/claims';
import { PhotoUploader } from './photo-uploader';
import { PracticeLeads } from './practice-leads';
import { PracticeProceduresForm } from './practice-procedures-form';
import { PracticeProfileForm } from './practice-profile-form';

/** What an approved owner manages: profile, procedures and prices, photos and patient requests. */
export function PracticeManager({ practices }: { practices: PracticeDetail[] }) {
  const [selectedId, setSelectedId] = useState(practices[0].id);
  const practice = practices.find((p) => p.id === selectedId) ?? practices[0];
  return (
    <div className="grid gap-5">
      {practices.length > 1 ? (
        <div className="max-w-sm">
          <label htmlFor="practice-select" className="text-sm font-medium text-ink">
            Practice
          </label>
          <Select
            id="practice-select"
            value={practice.id}
            onChange={(e) => setSelectedId(Number(e.target.value))}
          >
            {practices.map((p) => (
              <option key={p.id} value={p.id}>
                {p.practiceName ? `${p.displayName} — ${p.practiceName}` : p.displayName}
              </option>
            ))}
          </Select>
        </div>
      ) : null}
      <div className="flex flex-col gap-3 rounded-2xl border border-line bg-white p-5 shadow-sm sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 className="flex flex-wrap items-center gap-2 text-xl font-semibold text-ink">
            {practice.displayName}, {practice.credentials}
            <VerifiedBadge verification={practice.verification} />
          </h2>
          <p className="text-sm text-muted">
            {practice.practiceName ? `${practice.practiceName} · ` : ''}
            {practice.specialty} · {practice.city}, {practice.state}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline" size="sm">
            <Link to={paths.provider.href(practice.id)}>
              View public profile <ExternalLink aria-hidden="true" />
            </Link>
          </Button>
          <Button asChild variant="secondary" size="sm">
            <Link to={paths.trulinkProfile.href({ provider: practice.id })}>Edit TruLink</Link>
          </Button>
        </div>
      </div>
      <Tabs key={practice.id} defaultValue="requests">
        <TabsList>
          <TabsTrigger value="requests">
            Patient requests
            {practice.newLeadCount > 0 ? <Badge variant="brand">{practice.newLeadCount} new</Badge> : null}
          </TabsTrigger>
          <TabsTrigger value="profile">Profile</TabsTrigger>
          <TabsTrigger value="procedures">Procedures and prices</TabsTrigger>
          <TabsTrigger value="photos">Photos</TabsTrigger>
        </TabsList>
        <TabsContent value="requests">
          <PracticeLeads providerId={practice.id} />
        </TabsContent>
        <TabsContent value="profile">
          <PracticeProfileForm practice={practice} />
        </TabsContent>
        <TabsContent value="procedures">
          <PracticeProceduresForm practice={practice} />
        </TabsContent>
        <TabsContent value="photos">
          <PhotoUploader providerId={practice.id} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
