import { describe, expect, it } from 'vitest';
import { createSseParser } from './sse.js';

function collect(chunks: string[]): [string, string][] {
  const events: [string, string][] = [];
  const parse = createSseParser((event, data) => events.push([event, data]));
  for (const chunk of chunks) parse(chunk);
  return events;
}

describe('createSseParser', () => {
  it('parses named events and their JSON data', () => {
    expect(
      collect(['event: start\ndata: {"conversationId":"c"}\n\nevent: delta\ndata: {"text":"Hi"}\n\n']),
    ).toEqual([
      ['start', '{"conversationId":"c"}'],
      ['delta', '{"text":"Hi"}'],
    ]);
  });

  it('joins events split anywhere across chunks, including inside \\r\\n', () => {
    const stream = 'event: delta\r\ndata: {"text":"a"}\r\n\r\nevent: done\r\ndata: {"response":"a"}\r\n\r\n';
    for (let cut = 1; cut < stream.length; cut++) {
      expect(collect([stream.slice(0, cut), stream.slice(cut)])).toEqual([
        ['delta', '{"text":"a"}'],
        ['done', '{"response":"a"}'],
      ]);
    }
  });

  it('ignores comments, keeps multi-line data and defaults the event name', () => {
    expect(collect([': keep-alive\n\ndata: line1\ndata: line2\n\n'])).toEqual([['message', 'line1\nline2']]);
  });

  it('waits for the blank line that ends an event', () => {
    expect(collect(['event: delta\ndata: {"text":"x"}\n'])).toEqual([]);
  });
});
