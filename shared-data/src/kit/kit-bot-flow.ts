import { delugeString } from '../deluge/deluge-text';
import { leadScoreIncrements } from './kit-constants';
import { heading, type KitContext } from './kit-context';

function points(event: string): number {
  return leadScoreIncrements.find((increment) => increment.event === event)?.points ?? 0;
}

/** The sample bot: what it says at each stage, in the order of `kitBotStages`. */
export function botStagesSection({ company, labels }: KitContext): string {
  return [
    heading('1. Sample Bot Conversation Flow'),
    'Stages: greeting -> name -> email -> phone -> qualification -> completed',
    '',
    `[greeting]       "Hi! Welcome to ${company}. I'm your AI assistant. How can I help you today?"`,
    `                 Buttons: [${labels.primaryButton}] [${labels.secondaryButton}] [${labels.contactButton}]`,
    `[name]           "Great! May I have your name, please?"`,
    `[email]          "Thanks, {name}. What's the best email address to reach you?"`,
    `[phone]          "And a phone number, in case we need to confirm details?"`,
    `[qualification]  "${labels.qualificationQuestion}"`,
    `[completed]      "Thank you, {name}! I've booked your ${labels.serviceName} request. Our team will be in touch within 24 hours."`,
  ].join('\n');
}

/** A SalesIQ Zobot message handler (Deluge) that walks the stages and scores the lead. */
export function botScriptSection({ company, industryName, labels }: KitContext): string {
  return [
    heading('2. SalesIQ Zobot Message Handler (Deluge)'),
    `// ${company} - ${industryName} AI bot. Paste into SalesIQ > Zobot > Message Handler.`,
    'response = Map();',
    'stage = ifnull(session.get("stage"), "greeting");',
    'score = ifnull(session.get("lead_score"), 0).toLong();',
    'text = message.get("text").toLowerCase();',
    'intent = "information";',
    'if(text.contains("book") || text.contains("appointment") || text.contains("schedule"))',
    '{',
    '    intent = "booking";',
    `    score = score + ${points('booking')};`,
    '}',
    'else if(text.contains("price") || text.contains("cost") || text.contains("quote"))',
    '{',
    '    intent = "pricing";',
    `    score = score + ${points('pricing')};`,
    '}',
    'if(stage == "greeting")',
    '{',
    `    score = score + ${points('greeting')};`,
    `    score = score + ${points('slot_fill_start')};`,
    '    response.put("replies", {"Great! May I have your name, please?"});',
    '    stage = "name";',
    '}',
    'else if(stage == "name")',
    '{',
    '    session.put("name", message.get("text"));',
    '    response.put("replies", {"What\'s the best email address to reach you?"});',
    '    stage = "email";',
    '}',
    'else if(stage == "email")',
    '{',
    '    session.put("email", message.get("text"));',
    '    response.put("replies", {"And a phone number, in case we need to confirm details?"});',
    '    stage = "phone";',
    '}',
    'else if(stage == "phone")',
    '{',
    '    session.put("phone", message.get("text"));',
    `    response.put("replies", {${delugeString(labels.qualificationQuestion)}});`,
    '    stage = "qualification";',
    '}',
    'else if(stage == "qualification")',
    '{',
    `    score = score + ${points('final')};`,
    '    session.put("requirements", message.get("text"));',
    '    // Create the lead and deal here (section 3), then confirm.',
    `    response.put("replies", {${delugeString(`Thank you! Our team will contact you within 24 hours about your ${labels.serviceName}.`)}});`,
    '    stage = "completed";',
    '}',
    'else',
    '{',
    `    score = score + ${points('fallback')};`,
    '    intent = "fallback";',
    `    response.put("replies", {"Let me connect you with our team. Choose ${labels.contactButton} or leave a message."});`,
    '}',
    'response.put("action", "reply");',
    'response.put("session", {"stage": stage, "lead_score": score, "intent": intent});',
    'return response;',
  ].join('\n');
}
