import type { NewRecord } from '@salesiq/shared-data/database-types';
import type { GuideFormData } from '@salesiq/shared-data/session/guide-form-data';
import type { GuideContent } from '../../content/types';

export interface ConsultationRecords {
  consultation: NewRecord<'consultations'>;
  lead: NewRecord<'leads'>;
}

/** The consultations and leads rows of "Book Free Consultation" on the guide page (SPEC §7). */
export function consultationRecords(visitor: GuideFormData, content: GuideContent): ConsultationRecords {
  const { name, email, company } = visitor;
  const industry = content.key;
  return {
    consultation: {
      name,
      email,
      company,
      industry,
      consultation_type: 'personalized_guide_followup',
      message: `Requested a free consultation after reading the personalized ${content.displayName} guide`,
      status: 'requested',
    },
    lead: {
      name,
      email,
      company,
      industry,
      lead_source: 'personalized_guide_page',
      lead_type: 'consultation_request',
      message: `Requested a free consultation from the personalized ${content.displayName} guide page`,
    },
  };
}
