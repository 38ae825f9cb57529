/**
 * Demo branding: small hand-written SVGs (no external assets), stored in stored_files and served
 * by GET /api/branding/:name. Names are the ones the demo app params point to.
 */
const logo = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="60" viewBox="0 0 300 60">
<rect width="60" height="60" rx="12" fill="#1c4e80"/>
<path d="M14 44V16h8l16 18V16h8v28h-8L22 26v18z" fill="#fff"/>
<text x="72" y="38" font-family="Arial, sans-serif" font-size="22" font-weight="700" fill="#1c4e80">Northwind</text>
<text x="190" y="38" font-family="Arial, sans-serif" font-size="22" fill="#488a99">Field</text>
</svg>`;

const favicon = `<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32">
<rect width="32" height="32" rx="6" fill="#1c4e80"/>
<path d="M8 24V8h4l8 9V8h4v16h-4l-8-9v9z" fill="#fff"/>
</svg>`;

const loginBackground = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900" viewBox="0 0 1600 900">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="#1c4e80"/><stop offset="1" stop-color="#488a99"/></linearGradient></defs>
<rect width="1600" height="900" fill="url(#g)"/>
<g fill="none" stroke="#ffffff" stroke-opacity="0.12" stroke-width="2">
<circle cx="1300" cy="200" r="260"/><circle cx="1300" cy="200" r="180"/><circle cx="250" cy="760" r="220"/>
</g>
</svg>`;

export const BRANDING_FILES = [
  { id: "branding-logo", fileName: "logo.svg", svg: logo },
  { id: "branding-favicon", fileName: "favicon.svg", svg: favicon },
  { id: "branding-login-background", fileName: "login-background.svg", svg: loginBackground },
] as const;
