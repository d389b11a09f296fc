import { findIndustry, type IndustryKey } from '@salesiq/shared-data/industries/catalogue';

export default function IndustryPage({ industryKey }: { industryKey: IndustryKey }) {
  const industry = findIndustry(industryKey);
  return (
    <section>
      <h1>SalesIQ for {industry?.displayName}</h1>
    </section>
  );
}
