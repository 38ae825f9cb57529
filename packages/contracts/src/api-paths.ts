/**
 * Every HTTP path of the foundation, as spec §7 names them (matched case-insensitively by the
 * server). The browser's api/ files and the server's routes both read them from here.
 */
export const ApiPath = {
  getConfigData: "/api/Authentication/getConfigData",
  performLogin: "/api/Authentication/PerformLogin",
  performLogout: "/api/Authentication/performlogout",
  configurationsText: "/api/Configurations.aspx",
  loggedInData: "/api/dataview/loggedindata",
  activityFeed: "/api/dataview/updateactvityfeed",
  getProfile: "/api/profile/getprofile",
  updateProfile: "/api/profile/updateprofile",
  updateImage: "/api/profile/updateimage",
  getProfileImage: "/api/profile/getprofileimg",
  updatePassword: "/api/profile/updatepassword",
  getAboutInfo: "/api/profile/getaboutinfo",
  aboutAccess: "/api/profile/aboutaccess",
  signup: "/api/profile/signup",
  checkUserName: "/api/profile/checkusername",
  activate: "/api/profile/activate",
  checkPerson: "/api/profile/checkperson",
  recoverPassword: "/api/profile/recoverypass",
  changePassword: "/api/profile/changepassword",
  forgetEmail: "/api/profile/forgetemail",
  verifyCode: "/api/profile/verifycode",
  menuAccess: "/api/Metadata/updateMenuWithDashboard",
  customWorkflowFeatures: "/api/Metadata/getcustwffeatureelements",
  portalMessages: "/api/Metadata/fetchportalmessages",
  outbox: "/api/admin/outbox",
  branding: "/api/branding",
  docs: "/api/docs",
  health: "/api/health",
} as const;
export type TApiPath = (typeof ApiPath)[keyof typeof ApiPath];

/** Header and cookie names of the XSRF double-submit (spec §7). */
export const XSRF_COOKIE = "XSRF-TOKEN";
export const XSRF_HEADER = "X-XSRF-TOKEN";
/** Cookie that ties an e-mail recovery code to the browser that asked for it. */
export const RECOVERY_COOKIE = "fsm_recovery";
