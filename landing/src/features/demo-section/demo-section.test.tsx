import { beforeEach, describe, expect, it, rs } from '@rstest/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { advance, installFakeTimersForComponents } from '@salesiq/ui/testing/fake-timers';
import { DemoSection } from './demo-section';

const actions = rs.hoisted(() => ({ requestCustomTemplate: rs.fn(), bookDemo: rs.fn() }));
rs.mock('./request-custom-template', () => ({ requestCustomTemplate: actions.requestCustomTemplate }));
rs.mock('./book-demo', () => ({ bookDemo: actions.bookDemo }));
rs.mock('@salesiq/tracking/report', () => ({ reportChat: rs.fn() }));

function renderSection() {
  const view = render(<DemoSection />);
  return { ...view, user: userEvent.setup({ delay: null }) };
}

const log = (botName: string) => screen.getByRole('log', { name: `Conversation with ${botName}` });

describe('DemoSection', () => {
  installFakeTimersForComponents();
  beforeEach(() => {
    actions.requestCustomTemplate.mockClear();
    actions.bookDemo.mockClear();
  });

  it('is the demo-section anchor with two demos waiting to start', () => {
    const { container } = renderSection();
    expect(container.querySelector('section')).toHaveAttribute('id', 'demo-section');
    expect(screen.getByRole('button', { name: 'Start Healthcare Demo' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start Finance Demo' })).toBeInTheDocument();
    expect(screen.queryByRole('log')).toBeNull();
  });

  it('opens the healthcare chat in place, runs its script and closes back to the start button', async () => {
    const { user } = renderSection();
    await user.click(screen.getByRole('button', { name: 'Start Healthcare Demo' }));
    const chat = screen.getByRole('region', { name: 'HealthCare AI Assistant' });
    expect(within(chat).getByRole('textbox', { name: 'Type your message' })).toHaveFocus();

    advance(1000);
    expect(within(log('HealthCare AI Assistant')).getByText(/I’m your AI health assistant/)).toBeInTheDocument();

    await user.click(within(chat).getByRole('button', { name: 'Book appointment' }));
    advance(2000);
    expect(within(log('HealthCare AI Assistant')).getByText(/Dr. Patel has openings/)).toBeInTheDocument();

    await user.click(within(chat).getByRole('button', { name: 'Close chat' }));
    expect(screen.queryByRole('region', { name: 'HealthCare AI Assistant' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Start Healthcare Demo' })).toHaveFocus();

    // Started again, it goes on with the same conversation: no new first line.
    await user.click(screen.getByRole('button', { name: 'Start Healthcare Demo' }));
    advance(2000);
    expect(within(log('HealthCare AI Assistant')).getAllByText(/I’m your AI health assistant/)).toHaveLength(1);
    expect(within(log('HealthCare AI Assistant')).getByText(/Dr. Patel has openings/)).toBeInTheDocument();
  });

  it('gives the finance chat the finance quick replies', async () => {
    const { user } = renderSection();
    await user.click(screen.getByRole('button', { name: 'Start Finance Demo' }));
    const chat = screen.getByRole('region', { name: 'Finance AI Advisor' });
    for (const reply of ['Get loan quote', 'Investment advice', 'Account help']) {
      expect(within(chat).getByRole('button', { name: reply })).toBeInTheDocument();
    }
  });

  it('starts the custom-template request and the demo booking', async () => {
    const { user } = renderSection();
    await user.click(screen.getByRole('button', { name: 'Request Custom Template' }));
    expect(actions.requestCustomTemplate).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Book a Live Demo' }));
    expect(actions.bookDemo).toHaveBeenCalledTimes(1);
  });
});
