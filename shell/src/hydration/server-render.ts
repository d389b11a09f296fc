/** What a server-rendered page records about its render (scripts/render-pages.mjs writes it). */
export interface ServerRender {
  /** The build of each remote the page was rendered with, by remote name. */
  remotes: Record<string, string>;
  /** The route rendered (shell/src/app/route-table.ts `renderedRoute`): its path pattern, or `*` for the not-found page. */
  route: string;
  /**
   * Only the site's frame, with a placeholder where the page goes: a page the browser renders
   * from the visitor's session (a result page) once its code is in, into the hydrated frame.
   */
  frameOnly: boolean;
}

const serverRenderId = 'server-render';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The page's render record, or null for a page the browser renders (no record, or an unreadable one). */
export function readServerRender(document: Document): ServerRender | null {
  const text = document.getElementById(serverRenderId)?.textContent;
  if (!text) return null;
  try {
    const record: unknown = JSON.parse(text);
    if (!isRecord(record) || !isRecord(record.remotes) || typeof record.route !== 'string') return null;
    const remotes = Object.entries(record.remotes).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
    return { remotes: Object.fromEntries(remotes), route: record.route, frameOnly: record.frameOnly === true };
  } catch {
    return null;
  }
}
