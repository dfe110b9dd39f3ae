import { useState, type FormEvent } from 'react';

/** One problem a schema found: the field it is about (first path segment) and the contract's English message. */
export interface SchemaIssue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/**
 * The one thing a form needs from a contract schema: zod's `safeParse`. Typed by shape, so the web app validates
 * with the very schemas the server uses without depending on zod itself.
 */
interface ContractSchema<Output> {
  safeParse(
    input: unknown,
  ): { success: true; data: Output } | { success: false; error: { issues: readonly SchemaIssue[] } };
}

type FormValues = Record<string, string | boolean>;
export type FieldName<V> = keyof V & string;
export type FieldErrors<V> = Partial<Record<FieldName<V>, string>>;

export interface ContractFormOptions<V extends FormValues, Output> {
  initialValues: V | (() => V);
  /** The contract's request schema: what the server will accept is what the form accepts. */
  schema: ContractSchema<Output>;
  /** The request the schema checks, built from the fields (a confirmation box or an untouched select left out). */
  toRequest?: (values: V) => unknown;
  /** Rules of the form alone, which no request carries: a repeated password matching, a box ticked. */
  rules?: (values: V) => FieldErrors<V>;
  /** The words a learner reads for an issue: the contract's messages are the server's, in English. */
  message: (issue: SchemaIssue, field: FieldName<V>, values: V) => string;
}

/**
 * Checks a form's values: one message per field, the schema's issues first (in field order), then the form's own
 * rules. `data` is the parsed request, there only when nothing is to be fixed.
 */
export function checkForm<V extends FormValues, Output>(
  values: V,
  {
    schema,
    toRequest = (fields) => fields,
    rules,
    message,
  }: Omit<ContractFormOptions<V, Output>, 'initialValues'>,
): { ok: true; data: Output; errors: FieldErrors<V> } | { ok: false; errors: FieldErrors<V> } {
  const result = schema.safeParse(toRequest(values));
  const errors: FieldErrors<V> = {};
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? '') as FieldName<V>;
      errors[field] ??= message(issue, field, values);
    }
  }
  for (const [field, text] of Object.entries(rules?.(values) ?? {}) as [FieldName<V>, string | undefined][]) {
    if (text) errors[field] ??= text;
  }
  if (!result.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, data: result.data, errors };
}

/**
 * Form state and validation with a contract schema: field values, one message per field (the schema's issues
 * first, in field order, then the form's own rules) and a submit handler that hands over the parsed request
 * (trimmed, lower-cased where the schema says so) only when there is nothing to fix.
 */
export function useContractForm<V extends FormValues, Output>({
  initialValues,
  ...check
}: ContractFormOptions<V, Output>) {
  const [values, setValues] = useState<V>(initialValues);
  const [errors, setErrors] = useState<FieldErrors<V>>({});

  function validate() {
    const result = checkForm(values, check);
    setErrors(result.errors);
    return result;
  }

  const setValue = <K extends FieldName<V>>(name: K, value: V[K]) =>
    setValues((current) => ({ ...current, [name]: value }));

  return {
    values,
    errors,
    /** The first problem, for forms that show one message above the fields. */
    firstError: (Object.values(errors) as (string | undefined)[]).find(Boolean) ?? null,
    setValue,
    /** `value` and `onChange` of a text input, textarea or select. */
    field: (name: FieldName<V>) => ({
      value: values[name] as string,
      onChange: (event: { target: { value: string } }) =>
        setValue(name, event.target.value as V[typeof name]),
    }),
    /** `checked` and `onChange` of a checkbox. */
    checkbox: (name: FieldName<V>) => ({
      checked: values[name] === true,
      onChange: (event: { target: { checked: boolean } }) =>
        setValue(name, event.target.checked as V[typeof name]),
    }),
    /** The form's onSubmit: `onValid` gets the parsed request; `onInvalid` runs when something is to be fixed. */
    handleSubmit: (onValid: (request: Output) => void, onInvalid?: () => void) => (event: FormEvent) => {
      event.preventDefault();
      const result = validate();
      if (result.ok) onValid(result.data);
      else onInvalid?.();
    },
    reset: (next?: V) => {
      setValues(next ?? (typeof initialValues === 'function' ? initialValues() : initialValues));
      setErrors({});
    },
  };
}
