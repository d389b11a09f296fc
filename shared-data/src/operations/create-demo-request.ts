import { recordCreator } from './record-creator';

export const createDemoRequest = recordCreator('demo_requests');
