import { MAP_MESSAGES } from "@fsm/contracts";
import { provideAreaMessages } from "../../lib/messages/full-catalogue";

// The map's texts come with its page, not with the shell (bench/budgets.json): the map page imports
// this module first, so the texts are defaults before the page renders.
provideAreaMessages(MAP_MESSAGES);
