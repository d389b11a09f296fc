import { describe, expect, it, rs } from '@rstest/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { advance, useFakeTimersForComponents } from '../testing/fake-timers';
import HomePage from './home-page';

const loadRemote = rs.hoisted(() =>
  rs.fn(() => Promise.resolve({ default: () => <p>Standalone generator</p> })),
);
rs.mock('@module-federation/enhanced/runtime', () => ({ loadRemote }));
rs.mock('@salesiq/tracking/report', () => ({ reportChat: rs.fn(), reportFormSubmit: rs.fn(), reportDownload: rs.fn() }));

function renderHome() {
  Element.prototype.scrollIntoView = rs.fn();
  return render(<HomePage />, { wrapper: MemoryRouter });
}

describe('HomePage', () => {
  useFakeTimersForComponents();

  it('stacks the sections in the spec order', () => {
    const { container } = renderHome();
    const regions = [...container.querySelectorAll(':scope > section')].map(
      (section) => section.id || section.querySelector('h1, h2')?.textContent,
    );
    expect(regions).toEqual([
      expect.stringContaining('AI Chatbot Templates'),
      'AI chatbots for 20+ industries',
      'industry-details',
      'From first message to booked revenue',
      'Not a script. An assistant that understands.',
      'Generate your custom AI bot script',
      'lead-magnet',
      'demo-section',
    ]);
  });

  it('mounts the standalone generator from the generator remote', async () => {
    renderHome();
    expect(await screen.findByText('Standalone generator')).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledWith('generator/standalone-generator');
  });

  it('Get AI Finance Bot preselects finance and focuses Full Name 800 ms later', async () => {
    renderHome();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Get AI Finance Bot' }));
    expect(document.getElementById('lead-magnet')?.scrollIntoView).toHaveBeenCalled();
    advance(799);
    expect(screen.getByLabelText('Industry')).toHaveValue('');
    advance(1);
    expect(screen.getByLabelText('Industry')).toHaveValue('finance');
    expect(screen.getByLabelText('Full Name')).toHaveFocus();
  });

  it('the AI-intelligence button preselects other', async () => {
    renderHome();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Get Your AI Bot Today' }));
    advance(800);
    expect(screen.getByLabelText('Industry')).toHaveValue('other');
    expect(screen.getByLabelText('Full Name')).toHaveFocus();
  });
});
