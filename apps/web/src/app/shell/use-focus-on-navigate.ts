import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * After an in-app navigation, focus moves to the new page's heading (or the main region), so
 * keyboard and screen-reader users start reading the page they opened rather than the menu.
 */
export function useFocusOnNavigate(mainId: string): void {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const main = document.getElementById(mainId);
    const target = main?.querySelector<HTMLElement>("h1") ?? main;
    if (!target) return;
    if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
    target.focus({ preventScroll: false });
  }, [pathname, mainId]);
}
