/** The shell header's height: the app layout draws it, and toasts open below it (providers.tsx). */
export const HEADER_HEIGHT_PX = 60;
