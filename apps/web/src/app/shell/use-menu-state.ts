import { useCallback, useEffect, useReducer } from "react";
import { em } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { MENU_BREAKPOINT_PX } from "@fsm/contracts";

/**
 * Wide means 768 px and more (spec §9): exactly 768 px is wide. In em, as Mantine's AppShell
 * writes its own breakpoint queries, so both switch at the same width whatever the browser's
 * default font size (an em in a media query is the browser's default size, not the page's).
 */
const WIDE_QUERY = `(min-width: ${em(MENU_BREAKPOINT_PX)})`;

/** True at or above the 768 px menu breakpoint (spec §9), read synchronously to avoid a flash. */
export function useWideScreen(): boolean {
  return useMediaQuery(WIDE_QUERY, window.matchMedia(WIDE_QUERY).matches, { getInitialValueInEffect: false });
}

export interface MenuState {
  mainOpen: boolean;
  designerOpen: boolean;
}

type Action =
  | { type: "toggleMain" }
  | { type: "setMain"; open: boolean }
  | { type: "toggleDesigner" }
  | { type: "openDesigner" }
  | { type: "closeAll" };

export function menuReducer(state: MenuState, action: Action): MenuState {
  switch (action.type) {
    case "toggleMain":
      return state.mainOpen ? { mainOpen: false, designerOpen: false } : { ...state, mainOpen: true };
    case "setMain":
      return { mainOpen: action.open, designerOpen: action.open && state.designerOpen };
    case "toggleDesigner":
      // Spec §4: opening the designer submenu opens the main menu first.
      return state.designerOpen ? { ...state, designerOpen: false } : { mainOpen: true, designerOpen: true };
    case "openDesigner":
      return { mainOpen: true, designerOpen: true };
    case "closeAll":
      return { mainOpen: false, designerOpen: false };
  }
}

/** Main menu open/collapsed by width (open when wide), toggled by the burger. */
export function useMenuState() {
  const wide = useWideScreen();
  const [state, dispatch] = useReducer(menuReducer, { mainOpen: wide, designerOpen: false });
  useEffect(() => dispatch({ type: "setMain", open: wide }), [wide]);
  return {
    ...state,
    wide,
    toggleMain: useCallback(() => dispatch({ type: "toggleMain" }), []),
    toggleDesigner: useCallback(() => dispatch({ type: "toggleDesigner" }), []),
    openDesigner: useCallback(() => dispatch({ type: "openDesigner" }), []),
    /** After choosing an entry on a narrow screen the overlaying menu gets out of the way. */
    afterNavigate: useCallback(() => {
      if (!wide) dispatch({ type: "closeAll" });
    }, [wide]),
  };
}

export type TMenuController = ReturnType<typeof useMenuState>;
