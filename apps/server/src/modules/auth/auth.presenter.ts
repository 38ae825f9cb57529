import type { TLoggedInData, TLoginResponse } from "@fsm/contracts";
import type { PersonRow } from "../../platform/persons/persons.table.js";

/** Minutes east of UTC, the sign convention of localTimeZoneMinutes (= -Date#getTimezoneOffset()). */
export const serverUtcOffsetMinutes = () => -new Date().getTimezoneOffset();

export function presentLogin(input: {
  person: PersonRow;
  authHeader: string;
  canEditRequest: boolean;
  baselineOnlyMetadata: boolean;
  lastMessageRefresh: string;
  rememberUntil: Date | null;
  clientOffsetMinutes: number | undefined;
}): TLoginResponse {
  const server = serverUtcOffsetMinutes();
  return {
    loggedInId: input.person.id,
    serverTimeOffSet: server - (input.clientOffsetMinutes ?? server),
    requestCreateUpdate: input.canEditRequest,
    authHeader: input.authHeader,
    server_cache: { last_message_cache_refresh_time: input.lastMessageRefresh },
    userlocale: input.person.locale,
    screen_metadata: { baselineOnlyMetadata: input.baselineOnlyMetadata },
    rememberUntil: input.rememberUntil?.toISOString() ?? null,
  };
}

export function presentLoggedInData({
  person,
  canEditRequest,
}: {
  person: PersonRow;
  canEditRequest: boolean;
}): TLoggedInData {
  return {
    FirstName: person.firstName,
    LastName: person.lastName,
    EmailAddress: person.email,
    PersonId: person.id,
    ImageId: person.imageId,
    UserName: person.userName,
    requestCreateUpdate: canEditRequest,
  };
}
