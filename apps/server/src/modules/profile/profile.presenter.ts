import type { TProfile } from "@fsm/contracts";
import type { RoleRow } from "../../platform/access/roles.table.js";
import type { CompanyRow } from "../../platform/companies/companies.table.js";
import type { PersonRow } from "../../platform/persons/persons.table.js";

/** The profile as the client sees it: never the password hash, status or internal ids beyond PersonId. */
export function presentProfile(row: {
  person: PersonRow;
  role: RoleRow;
  company: CompanyRow | null;
}): TProfile {
  const { person, role, company } = row;
  return {
    PersonId: person.id,
    UserName: person.userName,
    FirstName: person.firstName,
    LastName: person.lastName,
    EmailAddress: person.email,
    AltEmailAddress: person.altEmail,
    Phone: person.phone,
    CompanyName: company?.name ?? null,
    Role: role.title,
    ImageId: person.imageId,
    Locale: person.locale,
    TimeZone: person.timeZone,
  };
}
