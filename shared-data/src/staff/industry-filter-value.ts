/**
 * What the industry filter compares with `lead_journeys.industry_normalised`: the industry without
 * spaces and punctuation, as the view's migration (20261128190000_lead_journeys_phone_message_industry.sql)
 * strips `[[:space:][:punct:]]`. Case is left to the filter's `ilike`, so that the database folds
 * both sides alike. `Real Estate`, `real-estate` and `real_estate` all match `realestate`;
 * `Food & Beverage` matches `food-beverage`.
 */
export function industryFilterValue(industry: string): string {
  return industry.replace(/[\s\p{P}\p{S}]+/gu, '');
}
