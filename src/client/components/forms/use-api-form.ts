import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { type FieldPath, type FieldValues, type Resolver, type UseFormProps, useForm } from 'react-hook-form';
import { z } from 'zod';
import type { ApiErrorCode } from '@shared/api-errors';
import { ApiError } from '@client/lib/api-client';

/** Said when a failure has no message meant for people (the server's own 500 answer says the same). */
export const SOMETHING_WENT_WRONG = 'Something went wrong. Please try again.';

type Blank<V> = V extends string ? V | '' : V extends boolean ? boolean : V;

/**
 * What a form holds before it is filled in: a select still on its empty option, a consent box not yet ticked.
 * The schema refuses those with its own message, which is what the visitor should see.
 */
export type Unfilled<T> = { [K in keyof T]: Blank<T[K]> };

/** A message about the whole form, with the server's error code when it came from the API. */
export interface FormError {
  message: string;
  code?: ApiErrorCode;
}

export interface SubmitOptions {
  /**
   * Said instead of a server failure (500) and of anything that is not an API error. Without it every API
   * error's message is shown as received (SPEC §8: authentication errors are passed through).
   */
  fallback?: string;
  /** Keep the form-level message even when the server marked fields (sign-up repeats the first one on top). */
  alertWithFields?: boolean;
  /** Tell a failure some other way than the form's alert (a toast, a field); called when no field took it. */
  onFailure?: (message: string, error: unknown) => void;
  /** Runs when the schema refuses the values, before anything is sent. */
  onInvalid?: () => void;
}

/**
 * A react-hook-form form validated by a shared zod schema, whose submission goes to the API: the server's
 * `400 { error: { fields } }` messages land on the fields they name, anything else becomes one form-level
 * message (`formError`) or, with `onFailure`, a toast. `pending` is true while a submission runs.
 */
export function useApiForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  {
    initialError = null,
    ...options
  }: Omit<UseFormProps<Unfilled<z.input<S>>, unknown, z.output<S>>, 'resolver'> & {
    /** The message the form starts with: the server's answer to the same form sent as a plain post. */
    initialError?: FormError | null;
  } = {},
) {
  type Values = Unfilled<z.input<S>>;
  const form = useForm<Values, unknown, z.output<S>>({
    ...options,
    // zod parses whatever the fields hold; the resolver's type names only the schema's input, a subset of Values.
    resolver: zodResolver(schema) as unknown as Resolver<Values, unknown, z.output<S>>,
  });
  const [formError, setFormError] = useState<FormError | null>(initialError);
  const names = fieldNames(schema);
  const isField = (name: string): name is FieldPath<Values> => names.includes(name.split('.')[0]);

  /** Marks the fields the server named; returns how many of them this form has. */
  const markFields = (error: unknown) => {
    let marked = 0;
    if (!(error instanceof ApiError)) return marked;
    for (const [name, message] of Object.entries(error.fields)) {
      if (!isField(name)) continue;
      form.setError(name, { message });
      marked += 1;
    }
    return marked;
  };

  const submit = (onValid: (values: z.output<S>) => unknown, settings: SubmitOptions = {}) =>
    form.handleSubmit(async (values) => {
      setFormError(null);
      try {
        await onValid(values);
      } catch (error) {
        if (markFields(error) > 0 && !settings.alertWithFields) return;
        const message = failureMessage(error, settings.fallback);
        if (settings.onFailure) settings.onFailure(message, error);
        else setFormError({ message, code: error instanceof ApiError ? error.code : undefined });
      }
    }, settings.onInvalid);

  return {
    form,
    submit,
    formError,
    /** Shows (or clears) a form-level message decided before sending, such as "too fast". */
    setFormError: (message: string | null) => setFormError(message === null ? null : { message }),
    pending: form.formState.isSubmitting,
  };
}

export function failureMessage(error: unknown, fallback?: string): string {
  if (error instanceof ApiError && !(fallback && error.status === 500)) return error.message;
  return fallback ?? SOMETHING_WENT_WRONG;
}

/** The top-level keys of an object schema, also through `.transform()` and `.and()`. */
function fieldNames(schema: unknown): string[] {
  if (schema instanceof z.ZodObject) return Object.keys(schema.shape);
  if (schema instanceof z.ZodPipe) return fieldNames(schema.in);
  if (schema instanceof z.ZodIntersection) {
    return [...fieldNames(schema._zod.def.left), ...fieldNames(schema._zod.def.right)];
  }
  return [];
}
