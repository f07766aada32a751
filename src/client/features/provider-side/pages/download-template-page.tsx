import { Download } from 'lucide-react';
import { Link } from 'react-router';
import { PageFrame } from '@client/components/page-frame';
import { Button } from '@client/components/ui/button';
import { paths } from '@client/config/paths';
import { PROVIDER_CSV_COLUMNS } from '@shared/schemas/imports';
import { PROVIDER_TEMPLATE_URL } from '../api/imports';

export default function DownloadTemplatePage() {
  return (
    <PageFrame
      eyebrow="Provider import"
      title="Provider CSV template"
      subtitle="One row per provider, with a header row. Save it as CSV UTF-8 from any spreadsheet app."
      actions={
        <Button asChild>
          <a href={PROVIDER_TEMPLATE_URL} download>
            <Download aria-hidden="true" /> Download template
          </a>
        </Button>
      }
    >
      <div className="grid gap-6">
        <ul className="grid gap-2 text-sm text-muted sm:grid-cols-2">
          <li>• Required columns are marked; others may be left blank or left out.</li>
          <li>
            • Rows are matched to existing providers by license number and state, or by name and ZIP code, so
            re-uploading updates instead of duplicating.
          </li>
          <li>• Cells that start with = or @ are refused: spreadsheet formulas are never imported.</li>
          <li>
            • Up to 5 MB and 20,000 rows per file. You see a report for every row before anything is saved.
          </li>
        </ul>
        <section
          className="overflow-x-auto rounded-xl border border-line"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: keyboard users must be able to scroll the wide table
          tabIndex={0}
          aria-label="Provider CSV template columns"
        >
          <table className="w-full min-w-[640px] text-left text-sm">
            <caption className="sr-only">Columns of the provider CSV template</caption>
            <thead className="bg-surface text-muted">
              <tr>
                <th scope="col" className="px-4 py-3 font-medium">
                  Column
                </th>
                <th scope="col" className="px-4 py-3 font-medium">
                  Required
                </th>
                <th scope="col" className="px-4 py-3 font-medium">
                  What to put in it
                </th>
                <th scope="col" className="px-4 py-3 font-medium">
                  Example
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {PROVIDER_CSV_COLUMNS.map((c) => (
                <tr key={c.name} className="align-top">
                  <th scope="row" className="px-4 py-3 font-mono text-xs font-semibold text-ink">
                    {c.name}
                  </th>
                  <td className="px-4 py-3">{c.required ? 'Yes' : 'No'}</td>
                  <td className="px-4 py-3 text-muted">{c.description}</td>
                  <td className="px-4 py-3 font-mono text-xs break-all">{c.example}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
        <p className="text-sm text-muted">
          Ready?{' '}
          <Link to={paths.providerImport.href()} className="font-medium text-brand-700 underline">
            Upload your file
          </Link>{' '}
          (administrators only).
        </p>
      </div>
    </PageFrame>
  );
}
