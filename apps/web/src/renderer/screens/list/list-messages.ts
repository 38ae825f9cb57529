import { LIST_MESSAGES } from "@fsm/contracts";
import { provideAreaMessages } from "../../../lib/messages/full-catalogue";

/**
 * Brings a list's export and saved-views texts (LIST_MESSAGES) into the catalogue, for a page
 * outside the renderer that shows some of them (the reports' page, which exports too). A call,
 * not a side-effect import, since the renderer's public entry passes on names only.
 */
export const provideListMessages = (): void => provideAreaMessages(LIST_MESSAGES);

// A list's export and saved-views texts come with the list screen's chunks (and the reports' page),
// not with the shell (bench/budgets.json).
provideListMessages();
