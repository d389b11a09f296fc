import type { InteractionType, Json, NewRecord } from '@salesiq/shared-data/database-types';
import { getSessionId } from '@salesiq/shared-data/visit/session-id';
import { redactAddress } from './redact';
import { parseUserAgent } from './user-agent';

export type InteractionRow = NewRecord<'user_interactions'>;

/** The element an event is about: its tag or role, id, and label. */
export interface ElementInfo {
  type: string;
  id: string | null;
  text: string;
}

/** The page an event happened on, and when. */
export interface PageMoment {
  url: string;
  title: string;
  time: Date;
  /** That page's referrer, for an event recorded on a later page (events-before-tracking.mjs); this page's by default. */
  referrer?: string;
}

export interface TrackedEvent {
  type: InteractionType;
  element?: ElementInfo;
  data?: { [key: string]: Json };
  /** For an event recorded after it happened (a debounced scroll): the page it happened on. Now by default. */
  moment?: PageMoment;
}

export function currentMoment(): PageMoment {
  return { url: location.href, title: document.title, time: new Date() };
}

const maxUrlLength = 2048;
const maxTextLength = 500;

/** A `user_interactions` row for an event, describing the page as it is right now (or was, see `moment`). */
export function buildInteractionRow(event: TrackedEvent): InteractionRow {
  const { userAgent, maxTouchPoints } = navigator;
  const moment = event.moment ?? currentMoment();
  return {
    session_id: getSessionId(),
    user_id: null,
    page_url: redactAddress(moment.url).slice(0, maxUrlLength),
    page_title: moment.title || null,
    interaction_type: event.type,
    element_type: event.element?.type ?? null,
    element_id: event.element?.id ?? null,
    element_text: event.element?.text.slice(0, maxTextLength) || null,
    interaction_data: event.data ?? {},
    user_agent: userAgent || null,
    referrer: redactAddress(moment.referrer ?? document.referrer) || null,
    ...parseUserAgent(userAgent, maxTouchPoints),
    timestamp: moment.time.toISOString(),
  };
}
