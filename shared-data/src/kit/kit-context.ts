import { kitDefaults, sampleDealAmount } from './kit-constants';
import { kitIndustryKey, kitIndustryName } from './kit-industry';
import { type KitLabels, kitLabels } from './kit-labels';

/** Everything the kit's sections need, resolved once from the visitor's answers. */
export interface KitContext {
  industryKey: string;
  industryName: string;
  person: string;
  company: string;
  labels: KitLabels;
  dealAmount: number;
}

export function kitContext(industry: string, name: string, company: string): KitContext {
  const industryKey = kitIndustryKey(industry);
  return {
    industryKey,
    industryName: kitIndustryName(industry),
    person: name.trim() || kitDefaults.person,
    company: company.trim() || kitDefaults.company,
    labels: kitLabels(industryKey),
    dealAmount: sampleDealAmount(industryKey),
  };
}

/** A section heading: the title over a rule of the same length. */
export function heading(title: string): string {
  return `${title}\n${'='.repeat(title.length)}`;
}
