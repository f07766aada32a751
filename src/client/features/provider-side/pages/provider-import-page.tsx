import { FileUp } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { PageFrame } from '@client/components/page-frame';
import { Button } from '@client/components/ui/button';
import { Checkbox } from '@client/components/ui/checkbox';
import { paths } from '@client/config/paths';
import { ApiError } from '@client/lib/api-client';
import { IMPORT_MAX_BYTES, type ImportPreview } from '@shared/schemas/imports';
import { previewProviderCsv, startProviderImport } from '../api/imports';
import { AdminGate } from '../components/admin-gate';
import { FormAlert } from '@client/components/forms/form-alert';
import { ImportPreviewReport } from '../components/import-preview';
import { ImportProgress } from '../components/import-progress';
import { countOf } from '@shared/plural';
import { formatNumber } from '@shared/format';

export default function ProviderImportPage() {
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [skipInvalid, setSkipInvalid] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const [jobId, setJobId] = useState<string | null>(null);

  const reset = () => {
    setFile(null);
    setPreview(null);
    setJobId(null);
    setError(null);
    setSkipInvalid(false);
  };

  async function choose(next: File) {
    reset();
    if (next.size > IMPORT_MAX_BYTES)
      return setError('The file is larger than 5 MB. Split it into files of up to 20,000 rows.');
    setFile(next);
    setBusy(0);
    try {
      setPreview(await previewProviderCsv(next, setBusy));
    } catch (e) {
      setError(e instanceof ApiError ? e.message : 'The file could not be checked. Please try again.');
    } finally {
      setBusy(null);
    }
  }

  async function commit() {
    if (!file) return;
    setError(null);
    setBusy(0);
    try {
      setJobId((await startProviderImport(file, skipInvalid, setBusy)).job.id);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : 'The import could not start. Please try again.');
    } finally {
      setBusy(null);
    }
  }

  const canImport = preview && preview.validRows > 0 && (preview.invalidRows === 0 || skipInvalid);
  return (
    <PageFrame
      eyebrow="Admin"
      title="Import providers"
      subtitle="Upload a CSV, check every row, then import. Re-uploading the same file updates providers instead of duplicating them."
    >
      <AdminGate redirect={paths.providerImport.href()}>
        <div className="grid gap-6">
          {jobId ? (
            <ImportProgress jobId={jobId} onDone={reset} />
          ) : (
            <>
              <label
                htmlFor={inputId}
                className="flex cursor-pointer flex-col items-center gap-2 rounded-2xl border-2 border-dashed border-line bg-surface px-6 py-10 text-center hover:border-brand-300 focus-within:ring-2 focus-within:ring-brand-600"
              >
                <FileUp aria-hidden="true" className="size-8 text-brand-700" />
                <span className="font-medium text-ink">
                  {file ? `Checked: ${file.name}` : 'Choose a CSV file'}
                </span>
                <span className="text-sm text-muted">
                  Up to 5 MB and 20,000 rows, in the template's columns.
                </span>
                <input
                  id={inputId}
                  type="file"
                  accept=".csv,text/csv"
                  className="sr-only"
                  onChange={(e) => {
                    const f = e.target.files?.[0];
                    e.target.value = '';
                    if (f) void choose(f);
                  }}
                />
              </label>
              <p className="text-sm text-muted">
                Need the columns?{' '}
                <Link to={paths.downloadTemplate.href()} className="font-medium text-brand-700 underline">
                  Download the template
                </Link>
              </p>
              {busy !== null ? (
                <div>
                  <p className="text-sm text-muted" aria-live="polite">
                    Uploading and checking… {Math.round(busy * 100)}%
                  </p>
                  <progress
                    className="mt-1 h-2 w-full accent-brand-600"
                    max={1}
                    value={busy}
                    aria-label="Upload progress"
                  />
                </div>
              ) : null}
              {error ? <FormAlert>{error}</FormAlert> : null}
              {preview ? (
                <section className="grid gap-4">
                  <h2 className="text-xl font-semibold text-ink">Check before importing</h2>
                  <ImportPreviewReport preview={preview} />
                  {preview.invalidRows > 0 && preview.validRows > 0 ? (
                    <div className="flex items-start gap-3">
                      <Checkbox
                        id="skip-invalid"
                        checked={skipInvalid}
                        onCheckedChange={(v) => setSkipInvalid(v === true)}
                      />
                      <label htmlFor="skip-invalid" className="text-sm text-ink">
                        Import the {formatNumber(preview.validRows)} good rows and skip the{' '}
                        {formatNumber(preview.invalidRows)} rows with problems. Otherwise fix the file and
                        upload it again.
                      </label>
                    </div>
                  ) : null}
                  <div>
                    <Button size="lg" disabled={!canImport} loading={busy !== null} onClick={commit}>
                      Import {countOf(preview.validRows, 'provider')}
                    </Button>
                  </div>
                </section>
              ) : null}
            </>
          )}
        </div>
      </AdminGate>
    </PageFrame>
  );
}
