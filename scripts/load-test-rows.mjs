// Rows the load test sends: what the site sends (tracking batches and leads), each with a fresh
// id and a run marker, so rows stored can be counted against rows acknowledged.
import { randomUUID } from 'node:crypto';

/**
 * @param {string} runId
 * @param {number} visitor
 * @param {number} count
 */
export function trackingBatch(runId, visitor, count) {
  const sessionId = `session_load_${runId}_${visitor}`;
  const now = Date.now();
  return Array.from({ length: count }, (_, index) => ({
    id: randomUUID(),
    session_id: sessionId,
    user_id: null,
    page_url: `http://localhost:3000/healthcare?visit=${visitor}`,
    page_title: 'SalesIQ for Healthcare',
    interaction_type: index === 0 ? 'page_view' : 'click',
    element_type: 'button',
    element_id: `cta-${index}`,
    element_text: 'Download Template Kit',
    interaction_data: { label: 'Download Template Kit', position: index },
    user_agent: 'Mozilla/5.0 (X11; Linux x86_64) load-test',
    referrer: null,
    device_type: 'desktop',
    browser: 'Chrome',
    os: 'Linux',
    timestamp: new Date(now - (count - index) * 1000).toISOString(),
  }));
}

/**
 * @param {string} runId
 * @param {number} visitor
 */
export function lead(runId, visitor) {
  return [
    {
      id: randomUUID(),
      name: `Load Visitor ${visitor}`,
      email: `load-${runId}-${visitor}@load.example.com`,
      company: 'Load Test Pty Ltd',
      industry: 'healthcare',
      lead_source: 'template_download',
      lead_type: 'template_download',
      message: 'Downloaded the healthcare template kit',
      phone: null,
    },
  ];
}

/**
 * An address from the IPv6 documentation prefix (2001:db8::/32) per visitor, as a proxy in front
 * of the gateway would report it, each in a /64 of its own (the rate limit counts per /64). It is
 * only a header value: every request goes to 127.0.0.1.
 * @param {number} visitor
 */
export function visitorAddress(visitor) {
  return `2001:db8:${visitor.toString(16)}::1`;
}
