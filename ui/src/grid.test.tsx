import { afterEach, describe, expect, it } from '@rstest/core';
import { cleanup, render, screen } from '@testing-library/react';
import { Grid } from './grid';
import styles from './grid.module.css';

afterEach(cleanup);

describe('Grid', () => {
  it('is a list of its cells when rendered as one', () => {
    render(
      <Grid as="ol" columns={3} aria-label="Phases">
        <li>Setup</li>
        <li>Customization</li>
      </Grid>,
    );
    const list = screen.getByRole('list', { name: 'Phases' });
    expect(list.tagName).toBe('OL');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('is a plain block by default, with the caller’s class beside its own', () => {
    const { container } = render(<Grid columns={2} className="cards" />);
    const grid = container.firstElementChild;
    expect(grid?.tagName).toBe('DIV');
    expect(grid).toHaveClass(styles.grid ?? 'grid', 'cards');
  });

  it('takes two columns from 640 px by default and its most from where it is told', () => {
    const { container, rerender } = render(<Grid columns={4} />);
    const grid = container.firstElementChild;
    expect(grid).toHaveClass(styles.columns4 ?? 'columns4', styles.fromSm ?? 'fromSm', styles.gap6 ?? 'gap6');
    rerender(<Grid columns={3} from="md" gap={4} />);
    expect(grid).toHaveClass(styles.columns3 ?? 'columns3', styles.fromMd ?? 'fromMd', styles.gap4 ?? 'gap4');
    expect(grid).not.toHaveClass(styles.fromSm ?? 'fromSm');
  });
});
