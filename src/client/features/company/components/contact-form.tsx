import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@client/components/ui/button';
import { Field } from '@client/components/ui/field';
import { Input } from '@client/components/ui/input';
import { Select } from '@client/components/ui/select';
import { Textarea } from '@client/components/ui/textarea';
import { FormAlert } from '@client/components/forms/form-alert';
import { useApiForm } from '@client/components/forms/use-api-form';
import { useFormAnswer } from '@client/lib/form-answer';
import { HoneypotField, TOO_FAST_MESSAGE, useFormGuard } from '@client/lib/form-guard';
import { CONTACT_TOPICS, type ContactInput, contactInputSchema } from '@shared/schemas/contact';
import { useSendContactMessage } from '../api/send-contact-message';

// The anti-bot fields are sent beside the form's values, not typed into it.
const formSchema = contactInputSchema.omit({ website: true, formToken: true });

export function ContactForm() {
  const guard = useFormGuard('contact');
  const [website, setWebsite] = useState('');
  // Sent as a plain post before the app ran (src/server/render/form-posts.ts): the server's answer.
  const answer = useFormAnswer('contact');
  const refused = answer?.outcome === 'sent' ? undefined : answer;
  const [sentTo, setSentTo] = useState<string | null>(
    answer?.outcome === 'sent' ? (answer.values.email ?? '') : null,
  );
  const send = useSendContactMessage();
  const typed = {
    name: refused?.values.name ?? '',
    email: refused?.values.email ?? '',
    topic: (refused?.values.topic || 'general') as ContactInput['topic'],
    message: refused?.values.message ?? '',
  };
  const { form, submit, formError, setFormError, pending } = useApiForm(formSchema, {
    defaultValues: typed,
    initialError: refused ? { message: refused.message } : null,
  });
  const { errors } = form.formState;

  const onSubmit = submit(
    async (values) => {
      if (guard.isTooFast()) return setFormError(TOO_FAST_MESSAGE);
      try {
        await send.mutateAsync({ ...values, website, formToken: guard.formToken });
        setSentTo(values.email);
        form.reset();
      } finally {
        void guard.refresh();
      }
    },
    { fallback: 'Your message could not be sent. Please try again.' },
  );

  if (sentTo) {
    return (
      <div role="status" className="rounded-2xl border border-green-200 bg-green-50 p-6">
        <CheckCircle2 aria-hidden="true" className="size-8 text-success-600" />
        <h2 className="mt-3 text-xl font-semibold text-ink">Thank you — your message is on its way</h2>
        <p className="mt-2 text-muted">
          We have received it and will reply to <strong className="text-ink">{sentTo}</strong>, usually within
          two business days.
        </p>
        <Button variant="outline" className="mt-5" onClick={() => setSentTo(null)}>
          Send another message
        </Button>
      </div>
    );
  }

  return (
    <form
      method="post"
      onSubmit={onSubmit}
      noValidate
      className="relative grid gap-5 rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-6"
    >
      <input type="hidden" name="formToken" value={guard.formToken} />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Your name" required error={errors.name?.message}>
          <Input autoComplete="name" defaultValue={typed.name} {...form.register('name')} />
        </Field>
        <Field label="Email address" required error={errors.email?.message}>
          <Input type="email" autoComplete="email" defaultValue={typed.email} {...form.register('email')} />
        </Field>
      </div>
      <Field label="What is it about?" required error={errors.topic?.message}>
        <Select defaultValue={typed.topic} {...form.register('topic')}>
          {CONTACT_TOPICS.map((t) => (
            <option key={t.value} value={t.value}>
              {t.label}
            </option>
          ))}
        </Select>
      </Field>
      <Field
        label="Message"
        required
        error={errors.message?.message}
        hint="Please do not include medical records or other sensitive health details."
      >
        <Textarea rows={6} defaultValue={typed.message} {...form.register('message')} />
      </Field>
      <HoneypotField value={website} onChange={setWebsite} />
      {formError ? <FormAlert>{formError.message}</FormAlert> : null}
      <div>
        <Button type="submit" size="lg" loading={pending}>
          {pending ? 'Sending…' : 'Send message'}
        </Button>
      </div>
    </form>
  );
}
