import type { NewRecord } from '@salesiq/shared-data/database-types';
import { industryLeadSource, type IndustryKey } from '@salesiq/shared-data/industries/catalogue';
import type { TemplateForm } from './template-dialog-state';

export interface TemplateDownloadRecords {
  download: NewRecord<'template_downloads'>;
  lead: NewRecord<'leads'>;
}

/** The rows a kit download from an industry page creates (SPEC §7 "Template download (industry page)"). */
export function templateDownloadRecords(pageKey: IndustryKey, form: TemplateForm): TemplateDownloadRecords {
  const { name, email, company, industry } = form;
  return {
    download: { name, email, company, industry, template_type: industry.toLowerCase() },
    lead: {
      name,
      email,
      company,
      industry,
      lead_source: industryLeadSource(pageKey, 'page'),
      lead_type: 'template_download',
      message: `Downloaded the ${industry} SalesIQ template kit`,
    },
  };
}
