import { afterEach, describe, expect, it, rs } from '@rstest/core';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Hero } from './hero';

const scrollToSection = rs.hoisted(() => rs.fn());
rs.mock('../../shared/scroll-to-section', () => ({ scrollToSection }));

afterEach(cleanup);

describe('Hero', () => {
  it('has one page heading and three sample chats: health, shopping, property', () => {
    render(<Hero />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('AI Chatbot Templates');
    const chats = within(screen.getByRole('list', { name: 'Sample conversations' })).getAllByRole('article');
    expect(chats.map((chat) => chat.getAttribute('aria-label'))).toEqual(['Health chat example', 'Shopping chat example', 'Property chat example']);
  });

  it.each([
    ['Get AI Bot Templates', 'lead-magnet'],
    ['See AI in Action', 'demo-section'],
  ])('%s scrolls to #%s', async (name, id) => {
    scrollToSection.mockClear();
    render(<Hero />);
    await userEvent.click(screen.getByRole('button', { name }));
    expect(scrollToSection).toHaveBeenCalledWith(id, { moveFocus: true });
  });
});
