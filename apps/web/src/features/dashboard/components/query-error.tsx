import { useTranslation } from 'react-i18next';

export function QueryError({ error }: { error: Error }) {
  const { t } = useTranslation('learning');
  return (
    <p role="alert" className="rounded-xl border border-danger bg-danger-soft p-4 text-sm">
      {t('dashboard.loadFailed', { message: error.message })}
    </p>
  );
}
