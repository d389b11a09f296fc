// Response headers for every app the site serves: a Content-Security-Policy that allows only the
// site's own origins, the remotes and the data API, plus the usual hardening headers.
import { createHash } from 'node:crypto';

/** @param {string} script */
export const scriptHashSource = (script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/**
 * @param {{ self: string, remotes: string[], dataApi: string, inlineScripts?: string[] }} origins
 *   `inlineScripts`: the scripts the app's pages run inline, each allowed by its hash (and no other)
 * @returns {Record<string, string>}
 */
export function securityHeaders({ self, remotes, dataApi, inlineScripts = [] }) {
  const code = [self, ...remotes].join(' ');
  const policy = [
    "default-src 'self'",
    [`script-src ${code}`, ...inlineScripts.map(scriptHashSource)].join(' '),
    // React style attributes (theme variables, reserved heights) need inline styles.
    `style-src ${code} 'unsafe-inline'`,
    `connect-src ${code} ${dataApi}`,
    `img-src ${code} data: blob:`,
    `font-src ${code}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  return {
    'Content-Security-Policy': policy,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  };
}
