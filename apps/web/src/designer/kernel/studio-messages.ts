import { STUDIO_MESSAGES } from "@fsm/contracts";
import { provideAreaMessages } from "../../lib/messages/full-catalogue";

// The kernel's texts come with the designer's pages, not with the shell (bench/budgets.json): the
// kernel's entry imports this module first, so the texts are defaults before a page renders.
provideAreaMessages(STUDIO_MESSAGES);
