import { DEFAULT_MESSAGES, VALUE_MESSAGES, WEB_MESSAGES } from "@fsm/contracts";
import { provideCatalogue } from "./use-message";

/*
 * The web's own texts: the catalogue without the server's error messages, whose English the server
 * sends with every error (error-text.ts shows it when no translation of its key is cached), so
 * their defaults need not travel with the shell (bench/budgets.json).
 */
const WEB_CATALOGUE: Record<string, string> = { ...DEFAULT_MESSAGES, ...WEB_MESSAGES, ...VALUE_MESSAGES };

/** Texts an area's own chunks brought (provideAreaMessages), kept whoever provides the catalogue next. */
let areaMessages: Record<string, string> = {};

/**
 * Makes the web's whole catalogue the fallback of every text. Called at load by the chunks whose
 * pages show signed-in texts (the shell, the 404 page), so the sign-in route carries only the
 * signed-out ones (DEFAULT_MESSAGES).
 */
export const provideFullCatalogue = (): void => provideCatalogue({ ...WEB_CATALOGUE, ...areaMessages });

/**
 * An area whose texts would make the shell too heavy (the forum's) brings them with its own
 * chunks: called when such a chunk loads, before its page renders.
 */
export function provideAreaMessages(messages: Record<string, string>): void {
  areaMessages = { ...areaMessages, ...messages };
  provideFullCatalogue();
}
