import { useEffect } from "react";
import { pageTitleOf } from "./branding";
import { useConfig } from "./config/use-config";
import { useMessage, type TTranslate } from "./messages/use-message";

/** A part of a page title; empty ones (not loaded yet, nothing to say) are left out. */
export type TTitlePart = string | null | undefined | false;

/**
 * The document title from its parts, most specific first, ending with the company name: "SR-000577 ·
 * Service Requests · Northwind". Blank parts are dropped, and a part equal to the next one is said
 * once (a list titled like its area reads "Service Requests · Northwind"). The separator is the
 * message page_title_join ("{part} · {rest}"), so a translation may change it too.
 */
export function composePageTitle(parts: readonly TTitlePart[], company: string, t: TTranslate): string {
  const texts = [...parts, company].flatMap((part) => (part && part.trim() ? [part.trim()] : []));
  const said = texts.filter((text, i) => text.toLowerCase() !== texts[i + 1]?.toLowerCase());
  return said.reduceRight((rest, part) => t("page_title_join", { part, rest }));
}

/**
 * Sets document.title while the calling page is shown (UX: what the page shows · area · company).
 * Call it once per page, from the page itself rather than a layout: effects run child first, so a
 * layout's title would override its pages'. Every part is a text the caller took from the portal
 * messages or from the record shown (its number). Leaving the page puts the company name back
 * (the title applyBranding sets at start), so a page without a title never keeps the last one.
 */
export function usePageTitle(...parts: TTitlePart[]): void {
  const t = useMessage();
  const company = pageTitleOf(useConfig());
  const title = composePageTitle(parts, company, t);
  useEffect(() => {
    document.title = title;
    return () => {
      document.title = company;
    };
  }, [title, company]);
}
