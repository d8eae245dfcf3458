/**
 * The built-in assistant asks "Who should they ask for?" when the visitor has given a way to reach them but no name,
 * and files the answer as the lead's name, only as the answer to that question (decision 0170, round ten).
 */
import { describe, expect, it } from 'vitest';
import { readAnsweredName } from './lead-extraction.js';
import { NAME_QUESTION } from './replies.js';
import { chatWithFixtureBusiness } from './testing/chat-messages.js';

describe('reading the answer to "Who should they ask for?"', () => {
  it.each([
    ['mike', 'Mike'],
    ['dana k', 'Dana K.'],
    ["it's Marguerite Olsen-Baptiste", 'Marguerite Olsen-Baptiste'],
    ['just ask for Tom 👍', 'Tom'],
    ['ask for rosa de la cruz', 'Rosa de la Cruz'],
    ['Nguyễn Thị Lan', 'Nguyễn Thị Lan'],
    ['Dana, thanks!', 'Dana'],
  ])('%j is the name %j', (answer, name) => {
    expect(readAnsweredName(answer)).toBe(name);
  });

  it.each([
    'no thanks',
    'whoever',
    'anyone',
    'dont know',
    'my husband',
    'either of us',
    'the front desk',
    'Tom or Lisa',
    'yes',
    'tomorrow',
    'call me',
    'me',
    'is 3pm ok',
    'dana 503-555-0101',
    'what are your hours',
    'anytime',
    'anytime works',
    "doesn't matter",
    'nvm',
    'idc',
    'Gracias',
    'Hiya',
    'unsubscribe',
    'Service desk',
  ])('%j is no name', (answer) => {
    expect(readAnsweredName(answer)).toBeUndefined();
  });
});

describe('the name question in the chat', () => {
  const fixture = chatWithFixtureBusiness({ ip: '198.51.100.11' });
  async function chat(visitorId: string, messages: string[]) {
    const sent = await fixture.send(visitorId, messages);
    return { replies: sent.replies, name: sent.conversation.visitorName };
  }

  it('asks for a name with the number, files the answer and thanks the visitor by it', async () => {
    const { replies, name } = await chat('name-q-1', ['my sink is leaking', '503-555-0101', 'dana k']);
    expect(replies[1]).toContain(NAME_QUESTION);
    expect(name).toBe('Dana K.');
    expect(replies[2]).toMatch(/^Thanks, Dana! /);
    expect(replies[2]).not.toContain(NAME_QUESTION);
  });

  it('asks in the replies that promise a call, when the number came with a question or a request', async () => {
    const callback = await chat('name-q-6', ['please call me back at 503-555-0106', 'Rosa']);
    expect(callback.replies[0]).toContain(NAME_QUESTION);
    expect(callback.name).toBe('Rosa');
    const question = await chat('name-q-7', ['what are your opening hours? my number is 503-555-0107']);
    expect(question.replies[0]).toContain(NAME_QUESTION);
    // A name given with the number: nothing to ask.
    const named = await chat('name-q-8', ['this is Priya Raman, please call me back at 503-555-0108']);
    expect(named.replies[0]).not.toContain(NAME_QUESTION);
    expect(named.name).toBe('Priya Raman');
    // No number or email in the message: nothing to ask.
    expect((await chat('name-q-9', ['what are your opening hours?'])).replies[0]).not.toContain(
      NAME_QUESTION,
    );
  });

  it('files nothing from an answer that is no name, and does not ask again once a name is known', async () => {
    expect((await chat('name-q-2', ['503-555-0102', 'no thanks'])).name).toBeNull();
    const known = await chat('name-q-3', ['this is Priya Raman', '503-555-0103']);
    expect(known.name).toBe('Priya Raman');
    expect(known.replies[1]).not.toContain(NAME_QUESTION);
  });

  it('reads a lone word as a name only right after the question', async () => {
    // The same word, not after the question: no name.
    expect((await chat('name-q-4', ['my sink is leaking', 'mike'])).name).toBeNull();
    // The question, then another message of the visitor's before the answer: the answer no longer follows it.
    const late = await chat('name-q-5', ['503-555-0105', 'do you work on weekends', 'mike']);
    expect(late.replies[0]).toContain(NAME_QUESTION);
    expect(late.name).toBeNull();
  });
});
