import type { SupportRequest } from '@leadchat/contract';
import { useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { apiFetch, getErrorMessage } from '@/lib/api';
import { useLightMutation } from '@/lib/use-light-mutation';
import { useMarketingPlatform } from '@/components/platform/marketing-platform';
import { ActionButton } from '@/components/light-ui/buttons';
import { INPUT_CLASS_NAME, LABEL_CLASS_NAME, TEXTAREA_CLASS_NAME } from '@/components/light-ui/form-classes';
import {
  SUPPORT_FIELDS,
  validateSupportField,
  validateSupportRequest,
  type SupportErrors,
  type SupportField,
} from './support-validation';

const EMPTY: SupportRequest = { name: '', email: '', subject: '', message: '' };

/** Label, control and error message, wired for assistive technology (the app's FormField markup). */
function Field({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  children: (props: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactNode;
}) {
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className="grid gap-2">
      <label data-slot="label" htmlFor={id} className={LABEL_CLASS_NAME}>
        {label}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': errorId })}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * docs/product/screens.md /support contact form: stored as a support request and emailed to the support address. Validated on
 * submit, then again as each field changes (as the app's forms do), with the contract schema's rules and messages.
 */
export function SupportForm({ defaultSubject = '' }: { defaultSubject?: string }) {
  const { notify } = useMarketingPlatform();
  const [values, setValues] = useState<SupportRequest>({ ...EMPTY, subject: defaultSubject });
  const [errors, setErrors] = useState<SupportErrors>({});
  const [wasSubmitted, setWasSubmitted] = useState(false);
  const controls = useRef<Partial<Record<SupportField, HTMLInputElement | HTMLTextAreaElement | null>>>({});
  const send = useLightMutation({
    mutationFn: (request: SupportRequest) => apiFetch('/api/support', { method: 'POST', body: request }),
    onSuccess: () => {
      notify({
        kind: 'success',
        title: 'Message Sent',
        description: "We'll get back to you within 24 hours",
      });
      setValues(EMPTY);
      setWasSubmitted(false);
    },
    onError: (error) => notify({ kind: 'error', title: 'Error', description: getErrorMessage(error) }),
  });

  function bind(field: SupportField) {
    return {
      name: field,
      value: values[field],
      ref: (element: HTMLInputElement | HTMLTextAreaElement | null) => {
        controls.current[field] = element;
      },
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
        const value = event.target.value;
        setValues((previous) => ({ ...previous, [field]: value }));
        if (wasSubmitted)
          setErrors((previous) => ({ ...previous, [field]: validateSupportField(field, value) }));
      },
    };
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (send.isPending) return;
    setWasSubmitted(true);
    const result = validateSupportRequest(values);
    if (!result.ok) {
      setErrors(result.errors);
      const first = SUPPORT_FIELDS.find((field) => result.errors[field]);
      if (first) controls.current[first]?.focus();
      return;
    }
    setErrors({});
    send.mutate(result.data);
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="grid gap-4" aria-labelledby="contact-form-heading">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="support-name" label="Name" error={errors.name}>
          {(field) => (
            <input
              data-slot="input"
              type="text"
              className={INPUT_CLASS_NAME}
              {...field}
              {...bind('name')}
              autoComplete="name"
              required
            />
          )}
        </Field>
        <Field id="support-email" label="Email" error={errors.email}>
          {(field) => (
            <input
              data-slot="input"
              className={INPUT_CLASS_NAME}
              {...field}
              {...bind('email')}
              type="email"
              autoComplete="email"
              inputMode="email"
              placeholder="you@example.com"
              required
            />
          )}
        </Field>
      </div>
      <Field id="support-subject" label="Subject" error={errors.subject}>
        {(field) => (
          <input
            data-slot="input"
            type="text"
            className={INPUT_CLASS_NAME}
            {...field}
            {...bind('subject')}
            required
          />
        )}
      </Field>
      <Field id="support-message" label="Message" error={errors.message}>
        {(field) => (
          <textarea
            data-slot="textarea"
            className={TEXTAREA_CLASS_NAME}
            {...field}
            {...bind('message')}
            rows={6}
            required
          />
        )}
      </Field>
      <ActionButton type="submit" size="lg" isLoading={send.isPending} className="sm:w-fit">
        {send.isPending ? 'Sending...' : 'Send Message'}
      </ActionButton>
    </form>
  );
}
