import { FORUM_MESSAGES } from "@fsm/contracts";
import { provideAreaMessages } from "../../lib/messages/full-catalogue";

// The forum's texts come with its pages, not with the shell (bench/budgets.json): every forum page
// imports this module, so the texts are defaults before the page first renders.
provideAreaMessages(FORUM_MESSAGES);
