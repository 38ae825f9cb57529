import { BLOG_MESSAGES } from "@fsm/contracts";
import { provideAreaMessages } from "../../lib/messages/full-catalogue";

// The blog's texts come with its pages, not with the shell (bench/budgets.json): every blog page
// imports this module, so the texts are defaults before the page first renders.
provideAreaMessages(BLOG_MESSAGES);
