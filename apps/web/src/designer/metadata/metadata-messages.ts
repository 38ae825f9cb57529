import { METADATA_EDITOR_MESSAGES } from "@fsm/contracts";
import { provideAreaMessages } from "../../lib/messages/full-catalogue";

// The editor's texts come with its page, not with the shell (bench/budgets.json): the page imports
// this module first, so the texts are defaults before the page renders.
provideAreaMessages(METADATA_EDITOR_MESSAGES);
