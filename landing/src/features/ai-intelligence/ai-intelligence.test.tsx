import { afterEach, describe, expect, it, rs } from '@rstest/core';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AiIntelligence } from './ai-intelligence';

afterEach(cleanup);

describe('AiIntelligence', () => {
  it('lists the capabilities and its button asks for templates', async () => {
    const onGetBot = rs.fn();
    render(<AiIntelligence onGetBot={onGetBot} />);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(6);
    await userEvent.click(screen.getByRole('button', { name: 'Get Your AI Bot Today' }));
    expect(onGetBot).toHaveBeenCalledTimes(1);
    expect(onGetBot).toHaveBeenCalledWith();
  });
});
