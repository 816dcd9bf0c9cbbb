import { createContext } from 'react';

type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

export type ShowToast = (toast: ToastInput) => void;

export const ToastContext = createContext<ShowToast | null>(null);

/** Investor spec §9: one toast at a time, each shown for 5000 ms. */
export const TOAST_DURATION_MS = 5000;
