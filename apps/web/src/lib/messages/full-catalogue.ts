import { MESSAGE_CATALOGUE } from "@fsm/contracts";
import { provideCatalogue } from "./use-message";

/**
 * Makes the whole catalogue's English defaults the fallback of every text. Called at load by the
 * chunks whose pages show signed-in texts (the shell, the 404 page), so the sign-in route carries
 * only the signed-out ones (DEFAULT_MESSAGES).
 */
export const provideFullCatalogue = (): void => provideCatalogue(MESSAGE_CATALOGUE);
