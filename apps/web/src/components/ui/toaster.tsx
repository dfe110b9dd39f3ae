import { TOAST } from '@lisan/contract';
import { X } from 'lucide-react';
import { Toast } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { dismissToast, useToasts } from './toast-store';

export function Toaster() {
  const { t } = useTranslation();
  const toasts = useToasts();
  return (
    <Toast.Provider
      duration={TOAST.durationMs}
      swipeThreshold={TOAST.swipeThresholdPx}
      label={t('common.notifications', { hotkey: TOAST.hotkey.join('+') })}
    >
      {toasts.map((item) => (
        <Toast.Root
          key={item.id}
          open={item.open}
          onOpenChange={(open) => {
            if (!open) dismissToast(item.id);
          }}
          data-testid="toast"
          data-variant={item.variant ?? 'default'}
          className={`relative grid gap-1 rounded-xl border p-4 pe-10 shadow-lg ${
            item.variant === 'destructive'
              ? 'border-danger bg-danger-soft text-ink'
              : 'border-line bg-surface-raised text-ink'
          }`}
        >
          <Toast.Title className="font-semibold">{item.title}</Toast.Title>
          {item.description && (
            <Toast.Description className="text-sm text-ink-muted">{item.description}</Toast.Description>
          )}
          <Toast.Close
            aria-label={t('common.dismiss')}
            className="absolute end-2 top-2 rounded p-1 hover:bg-surface-sunken"
          >
            <X aria-hidden className="size-4" />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport
        hotkey={[...TOAST.hotkey]}
        // At the top, under the header: the bottom of the screen holds an exercise's verdict and its Continue.
        className="fixed top-20 end-4 z-50 flex w-[min(24rem,calc(100vw-2rem))] flex-col gap-2 outline-none"
      />
    </Toast.Provider>
  );
}
