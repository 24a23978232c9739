// Security headers for every response the server sends (issue 8), set by Hono's secure-headers middleware.
// The app needs nothing from other origins; inline styles are allowed for React's style attributes
// (virtualised rows are positioned with them). The set is the one docs/deployment.md gives nginx, so the
// middleware's other defaults are off: HSTS belongs to whoever terminates TLS (this server speaks plain HTTP,
// often on localhost), and the rest would make the two deployments differ.
import { secureHeaders } from 'hono/secure-headers';

export const securityHeaders = () =>
  secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
    },
    xContentTypeOptions: true,
    referrerPolicy: 'no-referrer',
    xFrameOptions: 'DENY',
    crossOriginOpenerPolicy: 'same-origin',
    crossOriginResourcePolicy: false,
    originAgentCluster: false,
    strictTransportSecurity: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });
