import type { InteractionType, Json, NewRecord } from '@salesiq/shared-data/database-types';
import { getSessionId } from '@salesiq/shared-data/visit/session-id';
import { parseUserAgent } from './user-agent';

export type InteractionRow = NewRecord<'user_interactions'>;

/** The element an event is about: its tag or role, id, and label. */
export interface ElementInfo {
  type: string;
  id: string | null;
  text: string;
}

export interface TrackedEvent {
  type: InteractionType;
  element?: ElementInfo;
  data?: { [key: string]: Json };
}

const MAX_URL_LENGTH = 2048;
const MAX_TEXT_LENGTH = 500;

/** A `user_interactions` row for an event, describing the page as it is right now. */
export function buildInteractionRow(event: TrackedEvent): InteractionRow {
  const { userAgent, maxTouchPoints } = navigator;
  return {
    session_id: getSessionId(),
    user_id: null,
    page_url: location.href.slice(0, MAX_URL_LENGTH),
    page_title: document.title || null,
    interaction_type: event.type,
    element_type: event.element?.type ?? null,
    element_id: event.element?.id ?? null,
    element_text: event.element?.text.slice(0, MAX_TEXT_LENGTH) || null,
    interaction_data: event.data ?? {},
    user_agent: userAgent || null,
    referrer: document.referrer || null,
    ...parseUserAgent(userAgent, maxTouchPoints),
    timestamp: new Date().toISOString(),
  };
}
