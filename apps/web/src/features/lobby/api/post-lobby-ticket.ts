import { LobbyPath, ZLobbyTicketResponse } from "@fsm/contracts";
import { apiRequest, apiUrl } from "../../../lib/api-client";

/** POST lobby/ticket: a single-use ticket (60 s) for one event stream of this session. */
export async function postLobbyTicket(): Promise<string> {
  const answer = await apiRequest(LobbyPath.ticket, {
    method: "POST",
    schema: ZLobbyTicketResponse,
    handleErrors: false,
  });
  return answer.ticket;
}

/** The stream's address: the ticket stands for the session (never the token in a URL). */
export function lobbyEventsUrl(ticket: string, after: string | null): string {
  const query = new URLSearchParams({ ticket });
  if (after) query.set("after", after);
  return `${apiUrl(LobbyPath.events)}?${query}`;
}
