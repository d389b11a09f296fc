/** One line of a static, illustrative chat (hero cards, industry-detail previews). */
export interface MockChatLine {
  from: 'user' | 'bot';
  text: string;
}
