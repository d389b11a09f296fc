import type { NewRecord } from '../database-types';

/** One tracked row as the tracker makes it (a page view on `/`), for tests; `fields` replace its values. */
export function interactionRow(fields: Partial<NewRecord<'user_interactions'>> = {}): NewRecord<'user_interactions'> {
  return {
    session_id: 'session_1_abc',
    user_id: null,
    page_url: 'http://localhost:3000/',
    page_title: 'Home',
    interaction_type: 'page_view',
    element_type: null,
    element_id: null,
    element_text: null,
    interaction_data: {},
    user_agent: 'Mozilla/5.0',
    referrer: null,
    device_type: 'desktop',
    browser: 'Chrome',
    os: 'Linux',
    timestamp: '2026-11-24T18:00:00.000Z',
    ...fields,
  };
}
