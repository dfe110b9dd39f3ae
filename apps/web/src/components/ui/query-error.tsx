import { useTranslation } from 'react-i18next';
import { NetworkError } from '../../lib/api-client';

/** A part of the dashboard that could not load: a sentence in the learner's language, never a response body. */
export function QueryError({ error }: { error: Error }) {
  const { t } = useTranslation('ux');
  return (
    <p
      role="alert"
      className="rounded-xl border border-danger bg-danger-soft p-4 text-sm"
      data-testid="query-error"
    >
      {error instanceof NetworkError ? error.message : t('errors.loadFailed')}
    </p>
  );
}
