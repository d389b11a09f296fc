import { afterEach, describe, expect, it } from '@rstest/core';
import { cleanup, render, screen, within } from '@testing-library/react';
import { AiFlows } from './ai-flows';

afterEach(cleanup);

describe('AiFlows', () => {
  it('charts healthcare, finance and retail, badging the AI steps', () => {
    render(<AiFlows />);
    const flows = screen.getAllByRole('article');
    expect(flows.map((flow) => flow.getAttribute('aria-label'))).toEqual([
      'Healthcare: appointment to reminder',
      'Finance: enquiry to qualified lead',
      'Retail: question to checkout',
    ]);
    for (const flow of flows) {
      const steps = within(flow).getAllByRole('listitem');
      expect(steps).toHaveLength(6);
      const botSteps = steps.filter((step) => step.dataset.stepType === 'bot');
      expect(botSteps.length).toBeGreaterThan(0);
      for (const step of botSteps) expect(within(step).getByText('AI Processing')).toBeInTheDocument();
    }
  });
});
