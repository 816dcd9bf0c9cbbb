import { createContext } from 'react';

type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /**
   * Waits for the toast on screen to end instead of replacing it (pushed notifications: each is seen, one at a
   * time). Without it a new toast replaces the one on screen, as an answer to the user's own action should.
   */
  queued?: boolean;
}

export type ShowToast = (toast: ToastInput) => void;

export const ToastContext = createContext<ShowToast | null>(null);

/** Investor spec §9: one toast at a time, each shown for 5000 ms. */
export const TOAST_DURATION_MS = 5000;
