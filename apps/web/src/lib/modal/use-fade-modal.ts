import { useCallback, useEffect, useRef, useState } from "react";
import { MODAL_FADE_IN_DELAY_MS, MODAL_REMOVE_DELAY_MS } from "@fsm/contracts";

export interface FadeModalCallbacks {
  /** Called when show() makes the dialog visible. */
  onOpen?: () => void;
  /** Called once the dialog has faded out and is removed (not by hideWithoutCallback). */
  onClose?: () => void;
}

export interface FadeModal {
  /** In the document (visible at once on show). */
  mounted: boolean;
  /** Faded in; false while fading in or out. */
  faded: boolean;
  show(): void;
  hide(): void;
  hideWithoutCallback(): void;
}

/**
 * Modal timing of spec §4/§9: show makes it visible at once and starts the fade-in after 100 ms;
 * hide starts the fade-out and removes it after 300 ms.
 */
export function useFadeModal(callbacks: FadeModalCallbacks = {}): FadeModal {
  const [mounted, setMounted] = useState(false);
  const [faded, setFaded] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef(callbacks);
  useEffect(() => {
    latest.current = callbacks;
  });

  const clearTimer = (): void => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };
  useEffect(() => clearTimer, []);

  const show = useCallback(() => {
    clearTimer();
    setMounted(true);
    setFaded(false);
    latest.current.onOpen?.();
    timer.current = setTimeout(() => setFaded(true), MODAL_FADE_IN_DELAY_MS);
  }, []);

  const hideWith = useCallback((notify: boolean) => {
    clearTimer();
    setFaded(false);
    timer.current = setTimeout(() => {
      setMounted(false);
      if (notify) latest.current.onClose?.();
    }, MODAL_REMOVE_DELAY_MS);
  }, []);

  const hide = useCallback(() => hideWith(true), [hideWith]);
  const hideWithoutCallback = useCallback(() => hideWith(false), [hideWith]);
  return { mounted, faded, show, hide, hideWithoutCallback };
}
