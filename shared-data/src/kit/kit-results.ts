import { kitTargets, leadScoreIncrements } from './kit-constants';
import { heading } from './kit-context';

export function leadScoringSection(): string {
  return [
    heading('5. Lead Scoring'),
    ...leadScoreIncrements.map(({ event, points, when }) => `${`+${points}`.padEnd(5)}${event.padEnd(17)}${when}`),
    'Hot lead: 100 points or more. Send hot leads to a sales rep at once.',
  ].join('\n');
}

export function targetsSection(): string {
  return [
    heading('6. Success Targets'),
    ...kitTargets.map(({ month, conversations, accuracy, conversion, roi }) =>
      [
        `Month ${month}: ${conversations} conversations`,
        `${accuracy} intent accuracy`,
        `${conversion} lead conversion`,
        ...(roi ? [`${roi} ROI`] : []),
      ].join(', '),
    ),
  ].join('\n');
}
