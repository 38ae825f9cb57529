import { useSyncExternalStore } from "react";

/**
 * The global loading indicator (spec §2 "A loading overlay shows while the loader is on").
 * A tiny external store so non-React code (api calls, notify, navigation) can flip it.
 */
let visible = false;
const listeners = new Set<() => void>();

function set(next: boolean): void {
  if (visible === next) return;
  visible = next;
  listeners.forEach((listener) => listener());
}

export const showLoader = (): void => set(true);
export const hideLoader = (): void => set(false);
export const isLoaderVisible = (): boolean => visible;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useLoaderVisible(): boolean {
  return useSyncExternalStore(subscribe, isLoaderVisible, isLoaderVisible);
}
