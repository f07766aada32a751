import type { ProviderProcedureOffer, ProviderReviewsQuery, ReviewSort } from '@shared/schemas/provider';
import { Field } from '@client/components/ui/field';
import { Select } from '@client/components/ui/select';

const sortLabels: Record<ReviewSort, string> = {
  recent: 'Most recent',
  highest: 'Highest rated',
  lowest: 'Lowest rated',
};

export function ReviewFilters({
  query,
  procedures,
  onChange,
}: {
  query: ProviderReviewsQuery;
  procedures: ProviderProcedureOffer[];
  onChange: (query: ProviderReviewsQuery) => void;
}) {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <Field label="Sort reviews">
        <Select
          value={query.sort}
          onChange={(e) => onChange({ ...query, page: 1, sort: e.target.value as ReviewSort })}
        >
          {Object.entries(sortLabels).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Procedure">
        <Select
          value={query.procedure ?? ''}
          onChange={(e) => onChange({ ...query, page: 1, procedure: e.target.value || undefined })}
        >
          <option value="">All procedures</option>
          {procedures.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </Select>
      </Field>
    </div>
  );
}
