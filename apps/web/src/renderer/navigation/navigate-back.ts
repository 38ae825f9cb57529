import type { TRow } from "../data-source";

/** Spec §4: leaving the navLink outlet tells its host screen, with no data coming back. */
export interface NavigateBackEvent {
  screenName: string;
  dataModel: TRow | null;
}

type Listener = (event: NavigateBackEvent) => void;
const listeners = new Set<Listener>();

export function onNavigateBack(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitNavigateBack(event: NavigateBackEvent): void {
  listeners.forEach((listener) => listener(event));
}
