import { DEFAULT_MESSAGES, VALUE_MESSAGES, WEB_MESSAGES } from "@fsm/contracts";
import { provideCatalogue } from "./use-message";

/*
 * The web's own texts: the catalogue without the server's error messages, whose English the server
 * sends with every error (error-text.ts shows it when no translation of its key is cached), so
 * their defaults need not travel with the shell (bench/budgets.json).
 */
const WEB_CATALOGUE: Record<string, string> = { ...DEFAULT_MESSAGES, ...WEB_MESSAGES, ...VALUE_MESSAGES };

/**
 * Makes the web's whole catalogue the fallback of every text. Called at load by the chunks whose
 * pages show signed-in texts (the shell, the 404 page), so the sign-in route carries only the
 * signed-out ones (DEFAULT_MESSAGES).
 */
export const provideFullCatalogue = (): void => provideCatalogue(WEB_CATALOGUE);
