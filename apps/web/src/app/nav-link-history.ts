import type { Location, Path, To, UNSAFE_createBrowserHistory } from "react-router";
import { parsePath } from "react-router";
import { toAddressPath, toRouterPath } from "../renderer";

type History = ReturnType<typeof UNSAFE_createBrowserHistory>;

const pathOf = (to: To): Partial<Path> => (typeof to === "string" ? parsePath(to) : to);
const routerLocation = (location: Location): Location => toRouterPath(location);

/**
 * Gives the router a history that speaks the spec's navLink outlet address
 * (`/app/list/request(navLink:navinsert/siteLookup)`, spec §2) in the address bar while routes
 * see `?navLink=siteLookup`: what is read from the browser (start, Back, Forward, a pasted link)
 * is turned into the router form, and what the router writes or links to into the address form.
 */
export function withNavLinkAddress(history: History): History {
  return {
    get action() {
      return history.action;
    },
    get location() {
      return routerLocation(history.location);
    },
    createHref: (to) => history.createHref(toAddressPath(pathOf(to))),
    createURL: (to) => history.createURL(toAddressPath(pathOf(to))),
    // The router matches what this returns, so an address-form target is routed by its primary path.
    encodeLocation: (to) => toRouterPath(history.encodeLocation(to)),
    push: (to, state?: unknown) => history.push(toAddressPath(pathOf(to)), state),
    replace: (to, state?: unknown) => history.replace(toAddressPath(pathOf(to)), state),
    go: (delta) => history.go(delta),
    listen: (listener) =>
      history.listen((update) => listener({ ...update, location: routerLocation(update.location) })),
  };
}
