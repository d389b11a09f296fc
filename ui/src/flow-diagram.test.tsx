import { afterEach, describe, expect, it } from '@rstest/core';
import { cleanup, render, screen, within } from '@testing-library/react';
import { Bot, CalendarCheck, Database, MessageSquare } from 'lucide-react';
import { FlowDiagram, type FlowStep } from './flow-diagram';

afterEach(cleanup);

const steps: FlowStep[] = [
  { id: 'ask', type: 'user', title: 'Patient asks', description: 'Can I see a doctor today?', icon: MessageSquare },
  { id: 'intent', type: 'bot', title: 'Intent detected', description: 'The bot spots an urgent booking.', icon: Bot },
  { id: 'slots', type: 'system', title: 'Slots checked', description: 'Open times are read.', icon: CalendarCheck },
  {
    id: 'crm',
    type: 'integration',
    title: 'CRM updated',
    description: 'A lead is created.',
    icon: Database,
    colors: { fg: '#0f766e', bg: '#f0fdfa' },
  },
  { id: 'confirm', type: 'bot', title: 'Booking confirmed', description: 'The bot confirms the slot.', icon: Bot },
];

describe('FlowDiagram', () => {
  it('renders the steps as an ordered list with title and description', () => {
    render(<FlowDiagram steps={steps} label="Healthcare AI flow" />);
    const list = screen.getByRole('list', { name: 'Healthcare AI flow' });
    expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(items[0]).toHaveTextContent('1');
    expect(items[0]).toHaveTextContent('Patient asks');
    expect(items[0]).toHaveTextContent('Can I see a doctor today?');
    expect(items[4]).toHaveTextContent('5');
  });

  it('badges only bot steps "AI Processing"', () => {
    render(<FlowDiagram steps={steps} />);
    const items = screen.getAllByRole('listitem');
    expect(screen.getAllByText('AI Processing')).toHaveLength(2);
    expect(within(items[1] as HTMLElement).getByText('AI Processing')).toBeInTheDocument();
    expect(within(items[4] as HTMLElement).getByText('AI Processing')).toBeInTheDocument();
    for (const index of [0, 2, 3]) {
      expect(within(items[index] as HTMLElement).queryByText('AI Processing')).toBeNull();
    }
  });

  it('applies custom step colours', () => {
    render(<FlowDiagram steps={steps} />);
    const crm = screen.getAllByRole('listitem')[3] as HTMLElement;
    expect(crm.style.getPropertyValue('--step-fg')).toBe('#0f766e');
    expect(crm.style.getPropertyValue('--step-bg')).toBe('#f0fdfa');
  });

  it('can render step titles as headings', () => {
    render(<FlowDiagram steps={steps} headingLevel={4} />);
    expect(screen.getByRole('heading', { level: 4, name: 'Intent detected' })).toBeInTheDocument();
  });
});
