import { EXTRA_PROCEDURES, PROCEDURE_CATALOGUE } from '@shared/catalogue';

const NAMES = new Map<string, string>([
  ...PROCEDURE_CATALOGUE.flatMap((c) => c.procedures.map((p) => [p.id, p.name] as [string, string])),
  ...EXTRA_PROCEDURES.map((p) => [p.id, p.name] as [string, string]),
]);

export const procedureName = (id: string | null | undefined) => (id ? (NAMES.get(id) ?? id) : '');

/** <option>s for every catalogue procedure, grouped by category. */
export function ProcedureOptions() {
  return (
    <>
      {PROCEDURE_CATALOGUE.map((c) => (
        <optgroup key={c.id} label={c.name}>
          {c.procedures.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
          {EXTRA_PROCEDURES.filter((p) => p.categoryId === c.id).map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </optgroup>
      ))}
    </>
  );
}
