import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';

/** Shared look of text inputs and selects: theme colours, so dark mode works; full width of their field. */
export const inputClasses =
  'block h-11 w-full rounded-lg border border-line bg-surface-raised px-3 text-ink placeholder:text-ink-muted/70 focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/30 aria-[invalid=true]:border-danger disabled:opacity-60';

interface FieldProps {
  label: ReactNode;
  /** Shown under the control, linked by aria-describedby. */
  hint?: ReactNode;
  error?: string | null;
  className?: string;
}

/**
 * A labelled control with an optional hint and error message. The label, hint and error are wired to the
 * control for screen readers (htmlFor, aria-describedby, aria-invalid); `render` receives those attributes.
 */
export function FormField({
  label,
  hint,
  error,
  className = '',
  render,
}: FieldProps & {
  render: (attributes: { id: string; 'aria-describedby'?: string; 'aria-invalid'?: boolean }) => ReactNode;
}) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`grid content-start gap-1.5 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      {render({ id, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined })}
      {hint && !error && (
        <p id={hintId} className="text-xs text-ink-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-danger" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** A labelled text input. */
export function TextField({
  label,
  hint,
  error,
  className,
  ...input
}: FieldProps & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <FormField
      label={label}
      hint={hint}
      error={error}
      className={className}
      render={(attributes) => <input className={inputClasses} {...input} {...attributes} />}
    />
  );
}

/** A labelled native select: accessible and usable on every device without extra code. */
export function SelectField({
  label,
  hint,
  error,
  className,
  children,
  ...select
}: FieldProps & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <FormField
      label={label}
      hint={hint}
      error={error}
      className={className}
      render={(attributes) => (
        <select className={inputClasses} {...select} {...attributes}>
          {children}
        </select>
      )}
    />
  );
}

/** A message box above or below a form: errors in the danger colours, confirmations in the brand's. */
export function FormMessage({
  kind,
  children,
  testId,
}: {
  kind: 'error' | 'success';
  children: ReactNode;
  testId?: string;
}) {
  return (
    <div
      role={kind === 'error' ? 'alert' : 'status'}
      data-testid={testId}
      className={`rounded-lg border px-4 py-3 text-sm ${
        kind === 'error' ? 'border-danger bg-danger-soft text-ink' : 'border-brand bg-brand-soft text-ink'
      }`}
    >
      {children}
    </div>
  );
}
