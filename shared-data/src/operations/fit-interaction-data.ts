import type { Json } from '../database-types';

/** `user_interactions_interaction_data_size`: the row's data as PostgreSQL prints it, in bytes. */
const interactionDataMaxBytes = 16_384;

const utf8 = new TextEncoder();

/** Bytes of `value::text` for jsonb, which separates with ", " and ": ". */
export function jsonbTextBytes(value: Json): number {
  if (Array.isArray(value)) {
    return 2 + value.reduce<number>((sum, item) => sum + jsonbTextBytes(item), 0) + 2 * Math.max(value.length - 1, 0);
  }
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value);
    const inner = entries.reduce((sum, [key, item]) => sum + utf8.encode(JSON.stringify(key)).length + 2 + jsonbTextBytes(item), 0);
    return 2 + inner + 2 * Math.max(entries.length - 1, 0);
  }
  return utf8.encode(JSON.stringify(value)).length;
}

/** A `user_interactions.interaction_data` object (the tracker's rows are typed `Json` throughout). */
export function isTrackedData(value: unknown): value is { [key: string]: Json } {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A tracked event's data within the database's size limit: when it is too big, its top-level
 * entries are kept in order while they fit, and `truncated` says something was left out. A
 * refused row would take the whole batch of tracked events with it.
 */
export function fitInteractionData(data: { [key: string]: Json }): { [key: string]: Json } {
  if (jsonbTextBytes(data) <= interactionDataMaxBytes) return data;
  const kept: { [key: string]: Json } = { truncated: true };
  for (const [key, value] of Object.entries(data)) {
    if (jsonbTextBytes({ ...kept, [key]: value }) <= interactionDataMaxBytes) kept[key] = value;
  }
  return kept;
}
