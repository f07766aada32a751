import { Info } from 'lucide-react';
import type { DataSource } from '@shared/schemas/provider';

/** Says plainly when a profile is generated sample data, so nobody mistakes it for a real practice. */
export function SampleDataNote({ dataSource }: { dataSource: DataSource }) {
  if (dataSource.kind !== 'sample') return null;
  return (
    <div className="flex gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm leading-6 text-amber-900">
      <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-warning-600" />
      <p>
        <span className="font-semibold">Sample profile.</span> {dataSource.description} Consultation requests
        sent from it are stored but no real practice receives them.
      </p>
    </div>
  );
}
