import { recordCreator } from './record-creator';

export const createLead = recordCreator('leads');
