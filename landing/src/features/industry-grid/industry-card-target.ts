import { industries, industryPath } from '@salesiq/shared-data/industries/catalogue';

export type IndustryCardTarget = { kind: 'route'; path: string } | { kind: 'details' };

/**
 * Where a grid card leads (SPEC §2): the industry's route, found by its grid name
 * (Retail/E-commerce → /retail); a name with no route leads to the industry-details section.
 */
export function industryCardTarget(gridName: string): IndustryCardTarget {
  const industry = industries.find((candidate) => candidate.gridName === gridName);
  return industry ? { kind: 'route', path: industryPath(industry.key) } : { kind: 'details' };
}
