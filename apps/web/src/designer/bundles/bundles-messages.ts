import { BUNDLES_MESSAGES } from "@fsm/contracts";
import { provideAreaMessages } from "../../lib/messages/full-catalogue";

// The page's texts come with its chunk, not with the shell (bench/budgets.json): the page imports
// this module first, so the texts are defaults before the page renders.
provideAreaMessages(BUNDLES_MESSAGES);
