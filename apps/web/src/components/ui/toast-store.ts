import { TOAST } from '@lisan/contract';
import { useSyncExternalStore } from 'react';

export interface ToastMessage {
  id: number;
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
  open: boolean;
}

/**
 * Notifications: at most one is shown; a new one replaces the one on screen. A closed toast is kept
 * for the product's removal delay so its exit animation can finish, then dropped.
 */
const NO_TOASTS: ToastMessage[] = [];
let toasts: ToastMessage[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function toast(message: Omit<ToastMessage, 'id' | 'open'>): number {
  const id = nextId++;
  toasts = [{ ...message, id, open: true }, ...toasts].slice(0, TOAST.limit);
  emit();
  return id;
}

export function dismissToast(id: number) {
  toasts = toasts.map((t) => (t.id === id ? { ...t, open: false } : t));
  emit();
  setTimeout(() => {
    toasts = toasts.filter((t) => t.id !== id);
    emit();
  }, TOAST.removeDelayMs);
}

export function useToasts(): ToastMessage[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => toasts,
    // No toast is ever prerendered.
    () => NO_TOASTS,
  );
}
