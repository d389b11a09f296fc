import { afterEach, describe, expect, it } from '@rstest/core';
import { cleanup, render, screen, within } from '@testing-library/react';
import { CheckList } from './check-list';

afterEach(cleanup);

describe('CheckList', () => {
  it('is a named list of its lines, the ticks hidden from assistive technology', () => {
    render(<CheckList items={['Books appointments', 'Answers FAQs']} aria-label="What you get" />);
    const list = screen.getByRole('list', { name: 'What you get' });
    const lines = within(list).getAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual(['Books appointments', 'Answers FAQs']);
    expect(list.querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(2);
  });

  it("keeps the caller's class beside its own", () => {
    render(<CheckList items={['One']} className="columns" />);
    expect(screen.getByRole('list')).toHaveClass('columns');
  });
});
