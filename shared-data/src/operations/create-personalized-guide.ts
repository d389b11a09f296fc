import { recordCreator } from './record-creator';

export const createPersonalizedGuide = recordCreator('personalized_guides');
