// API answers are JSON only: nothing in them may run, frame or be sniffed. The SPA's own headers
// (with the Content-Security-Policy that allows its scripts) are in web/public/_headers.
import type { secureHeaders } from "hono/secure-headers";

export const API_SECURITY_HEADERS: Parameters<typeof secureHeaders>[0] = {
  contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
  xFrameOptions: "DENY",
  referrerPolicy: "strict-origin-when-cross-origin",
  strictTransportSecurity: "max-age=31536000; includeSubDomains",
  permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
  crossOriginResourcePolicy: "same-origin",
};
