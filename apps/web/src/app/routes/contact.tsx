import { CONTACT_LIMITS, contactRequestSchema, type ContactRequest } from '@lisan/contract';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/layout/page';
import { Button } from '../../components/ui/button';
import { useSendContactMessage } from '../../features/contact';
import { useSession } from '../../features/session';
import { ApiError, failureMessage } from '../../lib/api-client';

/** The minutes the server says to wait after the form's hourly allowance is used up, else undefined. */
function retryAfterMinutes(error: unknown): number | undefined {
  if (!(error instanceof ApiError) || error.code !== 'contact_rate_limited') return undefined;
  try {
    const minutes = (JSON.parse(error.bodyText) as { retryAfterMinutes?: unknown }).retryAfterMinutes;
    return typeof minutes === 'number' ? minutes : undefined;
  } catch {
    return undefined;
  }
}

type Field = keyof ContactRequest;
const FIELDS: Field[] = ['name', 'email', 'subject', 'message'];

const inputClasses =
  'mt-1 block w-full rounded-lg border border-line bg-surface-raised px-3 py-2 text-ink placeholder:text-ink-muted aria-[invalid=true]:border-danger';

/** Contact Us: the message is stored by the server and then delivered by mail (or to the outbox). */
export function ContactPage() {
  const { t } = useTranslation('public');
  const session = useSession();
  const signedInUser = session.status === 'signedIn' ? session.user : null;
  const [values, setValues] = useState<ContactRequest>(() => ({
    name: signedInUser ? `${signedInUser.firstName} ${signedInUser.lastName}` : '',
    email: signedInUser?.email ?? '',
    subject: '',
    message: '',
  }));
  const [problem, setProblem] = useState<string | null>(null);
  const [invalid, setInvalid] = useState<Set<Field>>(new Set());
  const send = useSendContactMessage();
  const formRef = useRef<HTMLFormElement>(null);
  const id = useId();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = contactRequestSchema.safeParse(values);
    if (!parsed.success) {
      const fields = new Set(parsed.error.issues.map((issue) => issue.path[0] as Field));
      setInvalid(fields);
      const emptyField = FIELDS.some((field) => values[field].trim() === '');
      setProblem(emptyField ? t('contact.required') : t('contact.invalidEmail'));
      // Move focus to the first field to fix, so keyboard and screen-reader users land where the problem is.
      const first = FIELDS.find((field) => fields.has(field));
      if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setInvalid(new Set());
    setProblem(null);
    send.mutate(parsed.data, {
      onError: (error) => {
        const minutes = retryAfterMinutes(error);
        setProblem(
          minutes !== undefined
            ? t('contact.tooMany', { count: minutes })
            : t('contact.failed', { reason: failureMessage(error, error.message) }),
        );
      },
    });
  }

  if (send.isSuccess) {
    return (
      <Page title={t('contact.title')} testId="page-contact">
        <div
          role="status"
          className="max-w-xl rounded-2xl border border-line bg-surface-raised p-6"
          data-testid="contact-sent"
        >
          <p className="text-lg">{t('contact.sent')}</p>
          <Button
            variant="secondary"
            className="mt-6"
            onClick={() => {
              setValues((v) => ({ ...v, subject: '', message: '' }));
              send.reset();
            }}
          >
            {t('contact.sendAnother')}
          </Button>
        </div>
      </Page>
    );
  }

  const field = (name: Field) => ({
    id: `${id}-${name}`,
    name,
    value: values[name],
    maxLength: CONTACT_LIMITS[name],
    required: true,
    'aria-invalid': invalid.has(name),
    'aria-describedby': problem && invalid.has(name) ? `${id}-problem` : undefined,
    'data-testid': `contact-${name}`,
    onChange: (event: { target: { value: string } }) =>
      setValues((v) => ({ ...v, [name]: event.target.value })),
  });

  return (
    <Page title={t('contact.title')} intro={t('contact.intro')} testId="page-contact">
      <form
        ref={formRef}
        onSubmit={onSubmit}
        noValidate
        className="grid max-w-xl gap-5"
        aria-describedby={`${id}-privacy`}
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <div>
            <label htmlFor={`${id}-name`} className="text-sm font-medium">
              {t('contact.name')}
            </label>
            <input type="text" autoComplete="name" className={inputClasses} {...field('name')} />
          </div>
          <div>
            <label htmlFor={`${id}-email`} className="text-sm font-medium">
              {t('contact.email')}
            </label>
            <input type="email" autoComplete="email" dir="ltr" className={inputClasses} {...field('email')} />
          </div>
        </div>
        <div>
          <label htmlFor={`${id}-subject`} className="text-sm font-medium">
            {t('contact.subject')}
          </label>
          <input type="text" className={inputClasses} {...field('subject')} />
        </div>
        <div>
          <label htmlFor={`${id}-message`} className="text-sm font-medium">
            {t('contact.message')}
          </label>
          <textarea rows={6} dir="auto" className={inputClasses} {...field('message')} />
        </div>
        {problem && (
          <p
            id={`${id}-problem`}
            role="alert"
            className="rounded-lg bg-danger-soft p-3 text-sm text-ink"
            data-testid="contact-problem"
          >
            {problem}
          </p>
        )}
        <p id={`${id}-privacy`} className="text-sm text-ink-muted">
          {t('contact.privacy')}
        </p>
        <div>
          <Button type="submit" size="lg" disabled={send.isPending} data-testid="contact-send">
            {send.isPending ? t('contact.sending') : t('contact.send')}
          </Button>
        </div>
      </form>
    </Page>
  );
}
