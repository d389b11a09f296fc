import { createLead } from '@salesiq/shared-data/operations/create-lead';
import { createPersonalizedGuide } from '@salesiq/shared-data/operations/create-personalized-guide';
import { saveLogged } from '@salesiq/shared-data/operations/save-logged';
import type { SaveOutcome } from '@salesiq/shared-data/outbox/outbox';
import type { GuideFormData } from '@salesiq/shared-data/session/guide-form-data';
import { guideRequestRecords } from './guide-form-values';

/**
 * Queues the guide request then its lead; the outbox delivers them in the background and the
 * redirect never waits on it. A save that must wait is only logged, the visitor still gets the
 * guide (SPEC §8).
 */
export function saveGuideRequest(data: GuideFormData): Promise<SaveOutcome> {
  const { guide, lead } = guideRequestRecords(data);
  return saveLogged('personalized guide request', [createPersonalizedGuide(guide), createLead(lead)]);
}
