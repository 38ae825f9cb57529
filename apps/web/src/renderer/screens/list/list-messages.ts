import { LIST_MESSAGES } from "@fsm/contracts";
import { provideAreaMessages } from "../../../lib/messages/full-catalogue";

// A list's export and saved-views texts come with the list screen's chunks (and the reports' page,
// which exports too), not with the shell (bench/budgets.json).
provideAreaMessages(LIST_MESSAGES);
