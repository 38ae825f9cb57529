// build/mantine-styles-in-use.ts: the styles of the Mantine components the portal draws.
declare module "virtual:fsm/mantine-styles";
