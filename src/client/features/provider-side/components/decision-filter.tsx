import { Select } from '@client/components/ui/select';
import type { DecisionStatus } from '@shared/schemas/listings';

export type DecisionFilterValue = DecisionStatus | 'all';

export function DecisionFilter({
  id,
  value,
  onChange,
}: {
  id: string;
  value: DecisionFilterValue;
  onChange: (v: DecisionFilterValue) => void;
}) {
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        Show
      </label>
      <Select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value as DecisionFilterValue)}
        wrapperClassName="w-44"
      >
        <option value="pending">Waiting for review</option>
        <option value="approved">Approved</option>
        <option value="rejected">Rejected</option>
        <option value="all">All</option>
      </Select>
    </div>
  );
}
