import { createLead } from '@salesiq/shared-data/operations/create-lead';
import { createPersonalizedGuide } from '@salesiq/shared-data/operations/create-personalized-guide';
import type { GuideFormData } from '@salesiq/shared-data/session/guide-form-data';
import { guideRequestRecords } from './guide-form-values';

/** Queues the guide request then its lead; a failure is only logged, the visitor still gets the guide (SPEC §8). */
export async function saveGuideRequest(data: GuideFormData): Promise<void> {
  const { guide, lead } = guideRequestRecords(data);
  try {
    // The outbox keeps this order and delivers in the background; the redirect never waits on it.
    await Promise.all([createPersonalizedGuide(guide), createLead(lead)]);
  } catch (error) {
    console.error('Error saving personalized guide request', error);
  }
}
