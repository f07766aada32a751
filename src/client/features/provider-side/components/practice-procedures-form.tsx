import { FormProvider } from 'react-hook-form';
import { Button } from '@client/components/ui/button';
import { notify } from '@client/components/ui/toaster';
import { useApiForm } from '@client/components/forms/use-api-form';
import { type PracticeDetail, practiceProceduresInputSchema } from '@shared/schemas/claims';
import { useUpdateProcedures } from '../api/practice';
import { ProcedurePricesEditor } from './procedure-prices-editor';

export function PracticeProceduresForm({ practice }: { practice: PracticeDetail }) {
  const update = useUpdateProcedures(practice.id);
  const { form, submit, pending } = useApiForm(practiceProceduresInputSchema, {
    defaultValues: {
      procedures: practice.procedures.map(({ procedureId, priceMin, priceMax }) => ({
        procedureId,
        priceMin,
        priceMax,
      })),
    },
  });
  const onSubmit = submit(
    async (values) => {
      await update.mutateAsync(values);
      form.reset(values);
      notify.success('Procedures saved', 'Your prices are up to date on your profile and in search.');
    },
    { onFailure: (message) => notify.error('Procedures not saved', message) },
  );
  return (
    <FormProvider {...form}>
      <form method="post" onSubmit={onSubmit} noValidate className="grid gap-5">
        <p className="text-sm text-muted">
          Patients find you by these procedures. Give the range you usually quote, in US dollars.
        </p>
        <ProcedurePricesEditor />
        <div>
          <Button type="submit" loading={pending} disabled={!form.formState.isDirty}>
            Save procedures
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
