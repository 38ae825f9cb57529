import { ApiPath, DEFAULT_PAGE_TITLE, MENU_BREAKPOINT_PX, type TConfigData } from "@fsm/contracts";
import { apiUrl, appBasePath } from "./api-client";

/**
 * URL of a configured branding file (logo, favicon, login background). The configuration holds
 * either a full URL, a path relative to the portal ("api/branding/logo.svg") or a bare file name
 * served by GET /api/branding/:name. Relative paths are resolved against the base path so they
 * also work where no <base href> is injected (the Vite dev server).
 */
export function brandingUrl(value: string | null | undefined): string | null {
  const v = value?.trim();
  if (!v) return null;
  if (/^(https?:|data:|blob:|\/)/i.test(v)) return v;
  if (v.includes("/")) return `${appBasePath}${v.replace(/^\.\//, "")}`;
  return apiUrl(`${ApiPath.branding}/${encodeURIComponent(v)}`);
}

export const pageTitleOf = (config: Pick<TConfigData, "companyName">): string =>
  config.companyName.trim() || DEFAULT_PAGE_TITLE;

/** Spec §1: page title from the company name, favicon for desktop or narrow (mobile) screens. */
export function applyBranding(config: TConfigData, doc: Document = document): void {
  doc.title = pageTitleOf(config);
  const narrow = window.matchMedia(`(max-width: ${MENU_BREAKPOINT_PX - 1}px)`).matches;
  const href = brandingUrl(
    narrow ? config.mobileFaviconPath || config.desktopFaviconPath : config.desktopFaviconPath,
  );
  if (!href) return;
  let link = doc.querySelector<HTMLLinkElement>("link[rel~='icon']");
  if (!link) {
    link = doc.createElement("link");
    link.rel = "icon";
    doc.head.appendChild(link);
  }
  link.href = href;
}
