import { afterEach, describe, expect, it, rs } from '@rstest/core';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IndustryDetails } from './industry-details';

afterEach(cleanup);

/** SPEC §2 "Industry details": the six cards, as the spec lists them. */
const specCards = 'Healthcare, Finance, Retail/E-commerce, Real Estate, Travel, Education'.split(', ');

describe('IndustryDetails', () => {
  it('shows six cards, each with a description, six flow steps, three benefits and a chat preview', () => {
    const { container } = render(<IndustryDetails onGetBot={() => {}} />);
    expect(container.querySelector('section')).toHaveAttribute('id', 'industry-details');
    const cards = screen.getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual(specCards);
    for (const card of cards) {
      const [flow, benefits, chat] = within(card).getAllByRole('list');
      expect(flow && within(flow).getAllByRole('listitem')).toHaveLength(6);
      expect(benefits && within(benefits).getAllByRole('listitem')).toHaveLength(3);
      expect(chat && within(chat).getAllByRole('listitem').length).toBeGreaterThanOrEqual(3);
    }
  });

  it.each([
    ['Get AI Healthcare Bot', 'healthcare'],
    ['Get AI Retail/E-commerce Bot', 'retail'],
    ['Get AI Real Estate Bot', 'real-estate'],
    ['Get AI Education Bot', 'education'],
  ])('%s asks for the %s templates', async (name, industry) => {
    const onGetBot = rs.fn();
    render(<IndustryDetails onGetBot={onGetBot} />);
    await userEvent.click(screen.getByRole('button', { name }));
    expect(onGetBot).toHaveBeenCalledWith(industry);
  });
});
