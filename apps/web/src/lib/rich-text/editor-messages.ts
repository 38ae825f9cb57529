import { EDITOR_MESSAGES } from "@fsm/contracts";
import { provideAreaMessages } from "../messages/full-catalogue";

// The toolbar's texts come with the editor's chunk (the blog's and the forum's pages load it after
// their other content), so neither the shell nor a page without an editor carries them.
provideAreaMessages(EDITOR_MESSAGES);
