import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import { Button } from '@client/components/ui/button';
import { notify } from '@client/components/ui/toaster';
import { ApiError } from '@client/lib/api-client';
import {
  type PracticeDetail,
  type PracticeProceduresInput,
  practiceProceduresInputSchema,
} from '@shared/schemas/claims';
import { useUpdateProcedures } from '../api/practice';
import { ProcedurePricesEditor } from './procedure-prices-editor';

export function PracticeProceduresForm({ practice }: { practice: PracticeDetail }) {
  const update = useUpdateProcedures(practice.id);
  const form = useForm<PracticeProceduresInput>({
    resolver: zodResolver(practiceProceduresInputSchema) as never,
    defaultValues: {
      procedures: practice.procedures.map(({ procedureId, priceMin, priceMax }) => ({
        procedureId,
        priceMin,
        priceMax,
      })),
    },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync(values as PracticeProceduresInput);
      form.reset(values);
      notify.success('Procedures saved', 'Your prices are up to date on your profile and in search.');
    } catch (error) {
      notify.error('Procedures not saved', error instanceof ApiError ? error.message : undefined);
    }
  });
  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate className="grid gap-5">
        <p className="text-sm text-muted">
          Patients find you by these procedures. Give the range you usually quote, in US dollars.
        </p>
        <ProcedurePricesEditor />
        <div>
          <Button type="submit" loading={form.formState.isSubmitting} disabled={!form.formState.isDirty}>
            Save procedures
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
