import { recordCreator } from './record-creator';

export const createBotGeneration = recordCreator('bot_generations');
