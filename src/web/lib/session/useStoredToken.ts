import { useSyncExternalStore } from 'react';
import { getStoredToken, subscribeToToken } from './tokenStorage';

/** The stored token, re-rendering when it is set or cleared (in this tab or another). */
export function useStoredToken(): string | null {
  return useSyncExternalStore(subscribeToToken, getStoredToken, () => null);
}
