import { afterEach, describe, expect, it, rs } from '@rstest/core';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Rocket } from 'lucide-react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { IndustryCard } from './industry-card';
import { IndustryGrid } from './industry-grid';

const scrollToSection = rs.hoisted(() => rs.fn());
rs.mock('../../shared/scroll-to-section', () => ({ scrollToSection }));

afterEach(() => {
  cleanup();
  scrollToSection.mockClear();
});

const names = [
  'Healthcare', 'Finance', 'Retail/E-commerce', 'Real Estate', 'Travel', 'Education', 'Manufacturing', 'Hospitality', 'Automotive', 'Legal',
  'Fitness', 'Telecom', 'Food & Beverage', 'Logistics', 'SaaS', 'Nonprofit', 'Insurance', 'Entertainment', 'Government', 'Energy',
];

describe('IndustryGrid', () => {
  it('shows the 20 industries, each a link to its page with a use-case line', () => {
    render(<IndustryGrid />, { wrapper: MemoryRouter });
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(20);
    names.forEach((name, index) => expect(links[index]).toHaveAccessibleName(name));
    expect(screen.getByRole('link', { name: 'Retail/E-commerce' })).toHaveAttribute('href', '/retail');
    expect(screen.getByRole('link', { name: 'Food & Beverage' })).toHaveAttribute('href', '/food-beverage');
    expect(screen.getByRole('link', { name: 'Healthcare' })).toHaveAccessibleDescription('Appointment booking and patient intake');
  });

  it('navigates to the industry route on click', async () => {
    render(
      <MemoryRouter>
        <Routes>
          <Route path="/" element={<IndustryGrid />} />
          <Route path="/real-estate" element={<h1>Real estate page</h1>} />
        </Routes>
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Real Estate' }));
    expect(screen.getByRole('heading', { name: 'Real estate page' })).toBeInTheDocument();
  });

  it('Explore scrolls to the industry details', async () => {
    render(<IndustryGrid />, { wrapper: MemoryRouter });
    await userEvent.click(screen.getByRole('button', { name: 'Explore' }));
    expect(scrollToSection).toHaveBeenCalledWith('industry-details', { moveFocus: true });
  });
});

describe('IndustryCard', () => {
  it('scrolls to the details when its name has no route', async () => {
    const onShowDetails = rs.fn();
    render(<IndustryCard industryKey="space" name="Space Mining" useCase="Asteroid claims" icon={Rocket} onShowDetails={onShowDetails} />, {
      wrapper: MemoryRouter,
    });
    expect(screen.queryByRole('link')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Space Mining' }));
    expect(onShowDetails).toHaveBeenCalled();
  });
});
