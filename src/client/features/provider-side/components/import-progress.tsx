import { Link } from 'react-router';
import { Button } from '@client/components/ui/button';
import { paths } from '@client/config/paths';
import { useImportJob } from '../api/imports';
import { countOf } from '@shared/plural';
import { formatNumber } from '@shared/format';

/** Polls the job and shows its progress, then what was created, updated and skipped (and why). */
export function ImportProgress({ jobId, onDone }: { jobId: string; onDone: () => void }) {
  const { data: job, error } = useImportJob(jobId);
  if (error)
    return (
      <p role="alert" className="text-danger-600">
        {error.message}
      </p>
    );
  if (!job) return <p className="text-muted">Starting the import…</p>;
  const fraction = job.total === 0 ? 1 : job.processed / job.total;
  const finished = job.status !== 'running';
  // Row 0 carries notes about the job itself (why it stopped); the other entries explain skipped rows.
  const notes = job.report.filter((r) => r.row === 0).flatMap((r) => r.errors);
  const skippedRows = job.report.filter((r) => r.row > 0);
  return (
    <div className="grid gap-4 rounded-2xl border border-line bg-white p-5 shadow-sm">
      <div>
        <div className="flex justify-between text-sm">
          <span className="font-medium text-ink">{job.fileName}</span>
          <span className="text-muted" aria-live="polite">
            {job.status === 'done'
              ? 'Finished'
              : job.status === 'failed'
                ? 'Stopped'
                : `${formatNumber(job.processed)} of ${formatNumber(job.total)} rows`}
          </span>
        </div>
        <progress
          className="mt-2 h-3 w-full accent-brand-600"
          max={1}
          value={fraction}
          aria-label="Import progress"
        />
      </div>
      {finished ? (
        <>
          <p className={job.status === 'failed' ? 'text-danger-600' : 'text-ink'}>
            {countOf(job.created, 'provider')} added, {formatNumber(job.updated)} updated,{' '}
            {countOf(job.skipped, 'row')} skipped.
          </p>
          {notes.map((note) => (
            <p key={note} role="alert" className="text-danger-600">
              {note}
            </p>
          ))}
          {skippedRows.length > 0 ? (
            <details className="rounded-lg bg-surface p-3 text-sm">
              <summary className="cursor-pointer font-medium">Why rows were skipped</summary>
              <ul className="mt-2 space-y-1">
                {skippedRows.map((r) => (
                  <li key={`${r.row}-${r.errors[0]}`}>
                    Row {r.row}: {r.errors.join(' ')}
                  </li>
                ))}
              </ul>
            </details>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <Button asChild>
              <Link to={paths.findDoctors.href()}>See providers in search</Link>
            </Button>
            <Button variant="outline" onClick={onDone}>
              Import another file
            </Button>
          </div>
        </>
      ) : null}
    </div>
  );
}
