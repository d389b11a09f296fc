/** Quick-reply chips of the demo chat by industry (SPEC §2 "Demo chat widget"). */
const byIndustry = new Map<string, readonly string[]>([
  ['healthcare', ['Book appointment', 'Ask about services', 'Emergency info']],
  ['finance', ['Get loan quote', 'Investment advice', 'Account help']],
  ['retail', ['Find products', 'Track order', 'Return policy']],
]);

const defaultQuickReplies: readonly string[] = ['Yes, interested', 'Tell me more', 'Not right now'];

export function quickRepliesFor(industry: string): readonly string[] {
  return byIndustry.get(industry) ?? defaultQuickReplies;
}
