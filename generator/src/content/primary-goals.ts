/** The goals a visitor can pick for their bot (both generators). */
const primaryGoals = [
  'Generate more qualified leads',
  'Automate appointment booking',
  'Improve customer support',
  'Qualify leads automatically',
  'Reduce response times',
  'Increase sales conversions',
] as const;

export const primaryGoalOptions = primaryGoals.map((goal) => ({ value: goal, label: goal }));
