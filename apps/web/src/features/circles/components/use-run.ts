import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/ui/toast-store';
import { failureMessage } from '../../../lib/api-client';

/** Runs an action and tells the user how it went: a toast with the success text, or the server's own words. */
export function useRun() {
  const { t } = useTranslation('circles');
  return async <T>(action: () => Promise<T>, success?: string): Promise<T | undefined> => {
    try {
      const result = await action();
      if (success) toast({ title: success });
      return result;
    } catch (error) {
      toast({ title: failureMessage(error, t('errors.generic')), variant: 'destructive' });
      return undefined;
    }
  };
}
