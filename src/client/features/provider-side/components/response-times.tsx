import { Skeleton } from '@client/components/ui/skeleton';
import { useResponseTimes } from '../api/leads';

export function formatMinutes(minutes: number | null) {
  if (minutes === null) return 'No replies yet';
  if (minutes < 60) return `${minutes} min`;
  if (minutes < 60 * 48) return `${Math.round((minutes / 60) * 10) / 10} h`;
  return `${Math.round((minutes / 1440) * 10) / 10} days`;
}

/** Median time from a request arriving to the practice's first status change, per provider. */
export function ResponseTimes() {
  const times = useResponseTimes();
  if (times.isPending) return <Skeleton className="h-48 w-full" />;
  if (times.error)
    return (
      <p role="alert" className="text-danger-600">
        {times.error.message}
      </p>
    );
  if (times.data.length === 0) return <p className="text-muted">No requests yet.</p>;
  return (
    <div className="overflow-x-auto rounded-xl border border-line">
      <table className="w-full min-w-[520px] text-left text-sm">
        <caption className="sr-only">Median time to first response per provider</caption>
        <thead className="bg-surface text-muted">
          <tr>
            <th scope="col" className="px-4 py-3 font-medium">
              Provider
            </th>
            <th scope="col" className="px-4 py-3 text-right font-medium">
              Requests
            </th>
            <th scope="col" className="px-4 py-3 text-right font-medium">
              Answered
            </th>
            <th scope="col" className="px-4 py-3 text-right font-medium">
              Median first response
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {times.data.map((row) => (
            <tr key={row.providerId}>
              <th scope="row" className="px-4 py-3 font-medium text-ink">
                {row.providerName}
              </th>
              <td className="px-4 py-3 text-right">{row.leads}</td>
              <td className="px-4 py-3 text-right">{row.responded}</td>
              <td className="px-4 py-3 text-right">{formatMinutes(row.medianMinutes)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
