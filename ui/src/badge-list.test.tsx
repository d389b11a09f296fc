import { afterEach, describe, expect, it } from '@rstest/core';
import { cleanup, render, screen, within } from '@testing-library/react';
import { BadgeList } from './badge-list';

afterEach(cleanup);

describe('BadgeList', () => {
  it('lists each item as a pill', () => {
    render(<BadgeList items={['Epic', 'Zocdoc']} tone="accent" />);
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Epic', 'Zocdoc']);
  });
});
