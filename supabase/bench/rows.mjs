// Rows the flood benchmark sends: valid leads and tracking rows, each with a fresh id.
import { randomUUID } from 'node:crypto';

/** @param {string} who */
export function lead(who) {
  return {
    id: randomUUID(),
    name: `Bench ${who}`,
    email: `${who}@bench.example.com`,
    company: 'Bench Pty Ltd',
    industry: 'healthcare',
    lead_source: 'template_download',
    lead_type: 'template_download',
    message: 'Downloaded the healthcare template kit',
    phone: null,
  };
}

/** @param {number} count */
export function trackingRows(count) {
  const now = Date.now();
  return Array.from({ length: count }, (_, index) => ({
    id: randomUUID(),
    session_id: 'session_bench_flood',
    user_id: null,
    page_url: 'http://localhost:3000/healthcare',
    page_title: 'SalesIQ for Healthcare',
    interaction_type: 'click',
    element_type: 'button',
    element_id: `cta-${index}`,
    element_text: 'Download Template Kit',
    interaction_data: { label: 'Download Template Kit', position: index },
    user_agent: 'Mozilla/5.0 (X11; Linux x86_64) bench',
    referrer: null,
    device_type: 'desktop',
    browser: 'Chrome',
    os: 'Linux',
    timestamp: new Date(now - (count - index) * 1000).toISOString(),
  }));
}
