import { useEffect } from "react";
import { emitNavigateBack } from "./navigate-back";
import { markNavLinkHidden, setNavLinkEntry } from "./navigation-screen-map";

// Leaving is confirmed one tick later: React's StrictMode unmounts and remounts at once in
// development, and that must not look like the user leaving the linked screen.
const pendingLeaves = new Map<string, ReturnType<typeof setTimeout>>();

/**
 * Kept by the screen shown in the navLink outlet: entering records it in the navigation-screen-map
 * as visible; leaving marks it hidden and emits navigate-back with a null dataModel (spec §4).
 */
export function useNavLinkOutlet(hostScreen: string, navScreen: string, params: Record<string, string> = {}) {
  const paramsKey = JSON.stringify(params);
  useEffect(() => {
    const key = `${hostScreen}\u0000${navScreen}`;
    clearTimeout(pendingLeaves.get(key));
    pendingLeaves.delete(key);
    setNavLinkEntry(hostScreen, {
      navScreen,
      params: JSON.parse(paramsKey) as Record<string, string>,
      visible: true,
    });
    return () => {
      const leave = setTimeout(() => {
        pendingLeaves.delete(key);
        markNavLinkHidden(hostScreen);
        emitNavigateBack({ screenName: navScreen, dataModel: null });
      }, 0);
      pendingLeaves.set(key, leave);
    };
  }, [hostScreen, navScreen, paramsKey]);
}
