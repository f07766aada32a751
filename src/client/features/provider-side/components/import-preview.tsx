import { Badge } from '@client/components/ui/badge';
import type { ImportPreview } from '@shared/schemas/imports';
import { formatNumber } from '@shared/format';

const ACTION_LABEL = { create: 'New', update: 'Update', skip: 'Skipped' } as const;
const ACTION_VARIANT = { create: 'success', update: 'brand', skip: 'danger' } as const;

export function ImportPreviewReport({ preview }: { preview: ImportPreview }) {
  const shownValid = preview.rows.filter((r) => r.action !== 'skip').length;
  return (
    <div className="grid gap-4">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Stat term="Rows" value={preview.totalRows} />
        <Stat term="New providers" value={preview.creates} />
        <Stat term="Updates" value={preview.updates} />
        <Stat
          term="With problems"
          value={preview.invalidRows}
          tone={preview.invalidRows > 0 ? 'text-danger-600' : undefined}
        />
      </dl>
      <div className="overflow-x-auto rounded-xl border border-line">
        <table className="w-full min-w-[560px] text-left text-sm">
          <caption className="sr-only">Validation report, row by row</caption>
          <thead className="bg-surface text-muted">
            <tr>
              <th scope="col" className="px-4 py-2 font-medium">
                Row
              </th>
              <th scope="col" className="px-4 py-2 font-medium">
                Provider
              </th>
              <th scope="col" className="px-4 py-2 font-medium">
                Result
              </th>
              <th scope="col" className="px-4 py-2 font-medium">
                Problems
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {preview.rows.map((r) => (
              <tr key={r.row} className="align-top">
                <td className="px-4 py-2 tabular-nums">{r.row}</td>
                <td className="px-4 py-2">{r.name}</td>
                <td className="px-4 py-2">
                  <Badge variant={ACTION_VARIANT[r.action]}>{ACTION_LABEL[r.action]}</Badge>
                </td>
                <td className="px-4 py-2">
                  {r.errors.length ? (
                    <ul className="list-disc space-y-0.5 pl-4 text-danger-600">
                      {r.errors.map((e) => (
                        <li key={e}>{e}</li>
                      ))}
                    </ul>
                  ) : (
                    '—'
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {preview.validRows > shownValid ? (
        <p className="text-sm text-muted">
          Every row with a problem is listed; the first {shownValid} of {formatNumber(preview.validRows)} good
          rows are shown.
        </p>
      ) : null}
    </div>
  );
}

function Stat({ term, value, tone }: { term: string; value: number; tone?: string }) {
  return (
    <div className="rounded-xl bg-surface p-4">
      <dt className="text-sm text-muted">{term}</dt>
      <dd className={`text-2xl font-semibold ${tone ?? 'text-ink'}`}>{formatNumber(value)}</dd>
    </div>
  );
}
