import type { Attribution } from './visit/attribution';

/**
 * Row shapes of the tables in `supabase/migrations`. Insert types are what the visitor bundle
 * may send: every row carries a client-made `id` so a retried insert is recognised and stored once.
 * Type aliases, not interfaces: supabase-js needs rows assignable to `Record<string, unknown>`.
 */
/** The kinds of lead the `leads_lead_type_value` check accepts. */
export const leadTypes = [
  'guide_request',
  'consultation_request',
  'contact_request',
  'template_download',
  'bot_generation',
  'demo_request',
  'implementation_request',
  'custom_template',
] as const;
export type LeadType = (typeof leadTypes)[number];

export type ConsultationType = 'personalized_guide_followup' | 'implementation_assistance';

export type InteractionType =
  | 'page_view'
  | 'page_focus'
  | 'page_blur'
  | 'scroll'
  | 'click'
  | 'form_submit'
  | 'download'
  | 'chat_interaction';

export type DeviceType = 'desktop' | 'mobile' | 'tablet';

export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/**
 * What every record table adds to its SPEC §3 fields: the visitor's session id (joins the
 * record to its `user_interactions`) and where the visit came from. The create operations fill
 * them in; older pages sent records without them.
 */
export type VisitColumns = {
  session_id?: string | null;
  attribution?: Attribution;
};

export type LeadInsert = VisitColumns & {
  id: string;
  name: string;
  email: string;
  company: string | null;
  industry: string | null;
  lead_source: string;
  lead_type: LeadType;
  message: string | null;
  phone?: string | null;
};

export type PersonalizedGuideInsert = VisitColumns & {
  id: string;
  name: string;
  email: string;
  company: string;
  industry: string;
};

export type ConsultationInsert = VisitColumns & {
  id: string;
  name: string;
  email: string;
  company: string | null;
  industry: string | null;
  consultation_type: ConsultationType;
  message: string | null;
  status: 'requested';
};

export type TemplateDownloadInsert = VisitColumns & {
  id: string;
  name: string;
  email: string;
  company: string | null;
  industry: string | null;
  template_type: string;
};

export type DemoRequestInsert = VisitColumns & {
  id: string;
  name: string;
  email: string;
  company: string | null;
  phone: string | null;
  industry: string;
  message: string | null;
  status: 'pending';
};

export type BotGenerationInsert = VisitColumns & {
  id: string;
  name: string;
  email: string;
  company_name: string;
  industry: string;
  primary_goal: string;
};

export type UserInteractionInsert = {
  id: string;
  session_id: string;
  user_id: string | null;
  page_url: string;
  page_title: string | null;
  interaction_type: InteractionType;
  element_type: string | null;
  element_id: string | null;
  element_text: string | null;
  interaction_data: { [key: string]: Json };
  user_agent: string | null;
  referrer: string | null;
  device_type: DeviceType;
  browser: string | null;
  os: string | null;
  timestamp: string;
};

/** One step of a lead's journey: an interaction of its session (`lead_journeys.interactions`). */
export type JourneyStep = {
  at: string;
  type: InteractionType;
  page_url: string;
  page_title: string | null;
  element_type: string | null;
  element_text: string | null;
  data: { [key: string]: Json };
};

/** `lead_journeys`, the staff-only view: a lead, where it came from and what its session did. */
export type LeadJourneyRow = {
  lead_id: string;
  created_at: string;
  name: string;
  email: string;
  company: string | null;
  industry: string | null;
  lead_type: LeadType;
  lead_source: string;
  session_id: string | null;
  attribution: Attribution;
  first_view_at: string | null;
  seconds_to_lead: number | null;
  visits_before: number;
  interactions: JourneyStep[];
  phone: string | null;
  message: string | null;
  /** `industry` in lower case without spaces and punctuation, for the industry filter. */
  industry_normalised: string | null;
  /** When the sales inbox was sent this lead's e-mail; null while it has not been. */
  notified_at: string | null;
  /** Why the last try to send it failed, while it has not been sent. */
  notification_error: string | null;
};

/** The record tables a lead can come with (`lead_notifications.record_table`). */
export type RequestRecordTable = 'personalized_guides' | 'consultations' | 'template_downloads' | 'demo_requests' | 'bot_generations';

/** A row of `lead_notifications`, the sales inbox's queue: one e-mail per visitor request. */
export type LeadNotificationRow = {
  id: string;
  created_at: string;
  session_id: string | null;
  kind: string;
  lead_id: string | null;
  record_table: RequestRecordTable | null;
  record_id: string | null;
  due_at: string;
  attempts: number;
  sent_at: string | null;
  last_error: string | null;
  needs_person_at: string | null;
};

/**
 * One visitor request's e-mail as `claim_lead_notifications` hands it to the notifier: the lead
 * and the record made with it as stored (either may be missing: a demo booking has no lead, a
 * contact request no record), where the visit came from, and the session's journey.
 */
export type ClaimedLeadNotification = {
  id: string;
  lease_token: string;
  attempts: number;
  /** The lead type the request is, or would be (a demo booking: `demo_request`). */
  kind: string;
  created_at: string;
  session_id: string | null;
  lead: Omit<Stored<LeadInsert>, 'attribution'> | null;
  record_table: RequestRecordTable | null;
  record: { [column: string]: Json } | null;
  attribution: Attribution;
  journey: { pages_seen: number; pages: string[]; seconds_to_request: number | null };
};

/** The period of the insights functions: `[since, until)`, ISO timestamps (both default to the last 7 days). */
export type InsightsPeriodArgs = { since?: string; until?: string };

/**
 * A row of `insights_funnels`: the funnel of the whole site (`all`), of a page (`page_path`), of a
 * source and campaign, or of a device type; the key columns of the other dimensions are null.
 * Each step counts the visitors who reached it or a later one (migration 20261207120000).
 */
export type InsightsFunnelRow = {
  dimension: 'all' | 'page' | 'source' | 'device';
  page_path: string | null;
  source: string | null;
  campaign: string | null;
  device_type: DeviceType | null;
  visitors: number;
  engaged: number;
  started_form: number;
  requested: number;
  requests: number;
  /** Visitors who requested / visitors, 0 to 1. */
  conversion_rate: number;
  /** From the visit's first page view to its first request; null when nobody requested. */
  median_minutes_to_request: number | null;
};

/** A row of `insights_exit_pages`: the visitors whose last page view was this page, of those who viewed it. */
export type InsightsExitPageRow = { page_path: string; exits: number; visitors: number; exit_rate: number };

/** A row of `insights_by_day`: a day (`YYYY-MM-DD` in the time zone asked for) of the period. */
export type InsightsDayRow = { day: string; visitors: number; requests: number };

/** `insights_request_count`: requests of the period, and those no funnel counts (no page view of their session). */
export type InsightsRequestCountRow = { requests: number; without_visit: number };

/** Every stored row also has the server-set `created_at` (user_interactions keeps `timestamp`). */
type Stored<T> = T & { created_at: string };

type Table<Insert> = {
  Row: Stored<Insert>;
  Insert: Insert;
  Update: never;
  Relationships: [];
};

export type Database = {
  public: {
    Tables: {
      leads: Table<LeadInsert>;
      personalized_guides: Table<PersonalizedGuideInsert>;
      consultations: Table<ConsultationInsert>;
      template_downloads: Table<TemplateDownloadInsert>;
      demo_requests: Table<DemoRequestInsert>;
      bot_generations: Table<BotGenerationInsert>;
      user_interactions: Table<UserInteractionInsert>;
    };
    Views: {
      lead_journeys: { Row: LeadJourneyRow; Relationships: [] };
      // A table, written only by its trigger and the notifier's functions: staff read it like a view.
      lead_notifications: { Row: LeadNotificationRow; Relationships: [] };
    };
    Functions: {
      claim_lead_notifications: {
        Args: { max_entries?: number; lease_seconds?: number };
        Returns: ClaimedLeadNotification[];
      };
      mark_lead_notification_sent: { Args: { entry_id: string }; Returns: boolean };
      release_lead_notification: { Args: { entry_id: string; claim: string; failure: string }; Returns: boolean };
      insights_funnels: { Args: InsightsPeriodArgs; Returns: InsightsFunnelRow[] };
      insights_exit_pages: { Args: InsightsPeriodArgs; Returns: InsightsExitPageRow[] };
      insights_by_day: { Args: InsightsPeriodArgs & { time_zone?: string }; Returns: InsightsDayRow[] };
      insights_request_count: { Args: InsightsPeriodArgs; Returns: InsightsRequestCountRow[] };
    };
    Enums: Record<string, never>;
    CompositeTypes: Record<string, never>;
  };
};

export type TableName = keyof Database['public']['Tables'];
/** Every table the site writes to, in the order of the migrations. */
export const tableNames = [
  'leads',
  'personalized_guides',
  'consultations',
  'template_downloads',
  'demo_requests',
  'bot_generations',
  'user_interactions',
] as const satisfies readonly TableName[];
export type InsertOf<T extends TableName> = Database['public']['Tables'][T]['Insert'];
/** What callers pass to a create operation: the id is added by the operation. */
export type NewRecord<T extends TableName> = Omit<InsertOf<T>, 'id'>;
