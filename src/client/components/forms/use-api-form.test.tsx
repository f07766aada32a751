// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '@client/lib/api-client';
import { failureMessage, SOMETHING_WENT_WRONG, type SubmitOptions, useApiForm } from './use-api-form';

afterEach(cleanup);

const schema = z.object({
  email: z.email('Enter a valid email address.'),
  timing: z.enum(['soon', 'later'], { message: 'Choose a timeframe.' }),
  prices: z.array(z.object({ min: z.coerce.number() })),
});

function setUp(failure: unknown, options: SubmitOptions = {}, formSchema: z.ZodType<object> = schema) {
  const hook = renderHook(() =>
    useApiForm(formSchema as typeof schema, {
      defaultValues: { email: 'ana@example.com', timing: 'soon', prices: [{ min: 100 }] },
    }),
  );
  const onValid = vi.fn(async () => {
    if (failure) throw failure;
  });
  const submit = async () => {
    await act(() => hook.result.current.submit(onValid, options)());
  };
  return { hook, onValid, submit };
}

const invalid = (fields: Record<string, string>) =>
  new ApiError(400, 'invalid_input', Object.values(fields)[0] ?? 'Invalid input.', fields);

describe('useApiForm', () => {
  it('sends the parsed values and clears the last message', async () => {
    const { hook, onValid, submit } = setUp(null);
    act(() => hook.result.current.setFormError('Please take your time filling out the form.'));
    await submit();
    expect(onValid).toHaveBeenCalledWith({
      email: 'ana@example.com',
      timing: 'soon',
      prices: [{ min: 100 }],
    });
    expect(hook.result.current.formError).toBeNull();
  });

  it('puts the server’s field messages on the fields they name, nested ones too', async () => {
    const { hook, submit } = setUp(invalid({ email: 'That address is taken.', 'prices.0.min': 'Too low.' }));
    await submit();
    const { errors } = hook.result.current.form.formState;
    expect(errors.email?.message).toBe('That address is taken.');
    expect(errors.prices?.[0]?.min?.message).toBe('Too low.');
    expect(hook.result.current.formError).toBeNull();
  });

  it('says a failure no field takes above the form, with its code', async () => {
    const { hook, submit } = setUp(invalid({ formToken: 'This form has expired. Please try again.' }));
    await submit();
    expect(hook.result.current.formError).toEqual({
      message: 'This form has expired. Please try again.',
      code: 'invalid_input',
    });
    expect(hook.result.current.form.formState.errors).toEqual({});
  });

  it('keeps the form message beside the fields when asked', async () => {
    const { hook, submit } = setUp(invalid({ email: 'That address is taken.' }), { alertWithFields: true });
    await submit();
    expect(hook.result.current.form.formState.errors.email?.message).toBe('That address is taken.');
    expect(hook.result.current.formError?.message).toBe('That address is taken.');
  });

  it('hands the failure to onFailure instead of the alert', async () => {
    const onFailure = vi.fn();
    const error = new ApiError(409, 'already_decided', 'Already decided elsewhere.');
    const { hook, submit } = setUp(error, { onFailure });
    await submit();
    expect(onFailure).toHaveBeenCalledWith('Already decided elsewhere.', error);
    expect(hook.result.current.formError).toBeNull();
  });

  it('finds the fields of refined and intersected schemas', async () => {
    const joined = z
      .object({ email: z.string() })
      .and(z.object({ timing: z.string() }))
      .refine(() => true);
    const { hook, submit } = setUp(invalid({ timing: 'Choose a timeframe.' }), {}, joined);
    await submit();
    expect(hook.result.current.form.formState.errors.timing?.message).toBe('Choose a timeframe.');
  });

  it('does not send values the schema refuses', async () => {
    const onInvalid = vi.fn();
    const { hook, onValid } = setUp(null);
    act(() => hook.result.current.form.setValue('timing', ''));
    await act(() => hook.result.current.submit(onValid, { onInvalid })());
    expect(onValid).not.toHaveBeenCalled();
    expect(onInvalid).toHaveBeenCalled();
    expect(hook.result.current.form.formState.errors.timing?.message).toBe('Choose a timeframe.');
  });
});

describe('failureMessage', () => {
  it('passes API messages through, and hides server failures behind the fallback when one is given', () => {
    const server = new ApiError(500, 'internal', SOMETHING_WENT_WRONG);
    const refused = new ApiError(403, 'email_not_verified', 'Please verify your email before signing in.');
    expect(failureMessage(refused)).toBe('Please verify your email before signing in.');
    expect(failureMessage(refused, 'Your claim could not be sent.')).toBe(
      'Please verify your email before signing in.',
    );
    expect(failureMessage(server, 'Your claim could not be sent.')).toBe('Your claim could not be sent.');
    expect(failureMessage(new TypeError('x is undefined'))).toBe(SOMETHING_WENT_WRONG);
  });
});
