import i18n from 'i18next';

/** What a failed call's JSON body said (an `ApiError` has both). */
interface ServerFailure {
  readonly code: string | undefined;
  readonly serverMessage: string | undefined;
}

/**
 * A 400 `validation_failed` names the request's fields ("currentPassword: Password is required"): internal names in
 * English. The learner reads a sentence in their own language naming what to check instead.
 */
export function validationSentence(error: ServerFailure): string | undefined {
  if (error.code !== 'validation_failed') return undefined;
  const parts = (error.serverMessage ?? '').split('; ');
  const fields = [
    ...new Set(
      parts.map((part) => /^([\w.]+): /.exec(part)?.[1]?.split('.').pop()).filter((f): f is string => !!f),
    ),
  ];
  return checkFieldsSentence(fields);
}

/**
 * "Please check the email address." for request fields, in the interface language; the generic sentence when a
 * field has no name in the locale files (an internal name never reaches the learner).
 */
export function checkFieldsSentence(fields: string[]): string {
  const names = fields
    .filter((f) => i18n.exists(`ux:validation.names.${f}`))
    .map((f) => i18n.t(`ux:validation.names.${f}` as 'ux:validation.names.email'));
  if (names.length === 0 || names.length !== fields.length) return i18n.t('ux:validation.generic');
  if (names.length === 1) return i18n.t('ux:validation.field', { field: names[0] });
  const list = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(names);
  return i18n.t('ux:validation.fields', { fields: list });
}
