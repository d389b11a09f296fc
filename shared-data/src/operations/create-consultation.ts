import { recordCreator } from './record-creator';

export const createConsultation = recordCreator('consultations');
