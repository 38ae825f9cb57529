import type { TLoggedInData, TProfile } from "@fsm/contracts";

/** A customer's profile as getprofile answers it (profile page tests, pseudo-locale test). */
export const PROFILE: TProfile = {
  PersonId: 7,
  UserName: "ADA",
  FirstName: "Ada",
  LastName: "Lovelace",
  EmailAddress: "ada@demo.test",
  AltEmailAddress: null,
  Phone: null,
  CompanyName: "Northwind",
  Role: "customer",
  ImageId: null,
  Locale: "en",
  TimeZone: null,
};

/** The same customer as loggedindata answers it (the shell, what the user may do). */
export const LOGGED_IN: TLoggedInData = {
  FirstName: PROFILE.FirstName,
  LastName: PROFILE.LastName,
  EmailAddress: PROFILE.EmailAddress,
  PersonId: PROFILE.PersonId,
  ImageId: null,
  UserName: PROFILE.UserName,
  requestCreateUpdate: true,
};

/** The header of the workflow the web's wizard tests run: REQ on service requests, start screen REQ_A. */
export const WORKFLOW_HEADER = {
  name: "REQ",
  titleKey: "wf_title",
  primaryTable: "service_requests",
  startScreen: "REQ_A",
  confirmationScreen: "REQ_CONFIRM",
  summaryScreen: "REQ_SUMMARY",
  success: "requestsuccess",
  isBaseline: true,
  disabled: false,
};

/** A screen as Metadata/fetchscreen answers it (ZScreenResponse): the document in its envelope. */
export const screenAnswer = (name: unknown, type: unknown, document: unknown, screenId = 1) => ({
  screenId,
  name,
  type,
  primaryScreenId: null,
  subScreenIds: [],
  formatVersion: 3,
  disabled: false,
  isBaseline: true,
  revision: 1,
  updatedAt: "2026-11-22T10:00:00.000Z",
  document,
});
