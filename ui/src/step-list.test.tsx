import { afterEach, describe, expect, it } from '@rstest/core';
import { cleanup, render, screen, within } from '@testing-library/react';
import { StepList } from './step-list';
import styles from './step-list.module.css';

afterEach(cleanup);

const steps = ['Visitor asks for a table', 'Bot offers free times', 'Booking confirmed'];

describe('StepList', () => {
  it('is an ordered list named by its label, one item a step, in order', () => {
    render(<StepList steps={steps} aria-label="Table booking steps" />);
    const list = screen.getByRole('list', { name: 'Table booking steps' });
    expect(list.tagName).toBe('OL');
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '1Visitor asks for a table',
      '2Bot offers free times',
      '3Booking confirmed',
    ]);
  });

  it('leaves its drawn numbers out of what a screen reader says, the list already counts', () => {
    render(<StepList steps={steps} aria-label="Table booking steps" />);
    const [first] = screen.getAllByRole('listitem');
    expect(first?.querySelector('[aria-hidden="true"]')).toHaveTextContent('1');
  });

  it('draws solid numbers by default and soft ones when asked to', () => {
    const { rerender } = render(<StepList steps={steps} aria-label="Steps" />);
    expect(screen.getByRole('list')).toHaveClass(styles.solid ?? 'solid');
    rerender(<StepList steps={steps} tone="soft" aria-label="Steps" />);
    expect(screen.getByRole('list')).toHaveClass(styles.soft ?? 'soft');
  });
});
