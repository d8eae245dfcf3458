/**
 * Reads a server-sent event stream over real HTTP the way EventSource does, for tests of the live streams
 * (/api/events, the widget's live chat). Every block becomes one event, so a test can also see what EventSource
 * hides: a comment block (heartbeat) is an event named `:<comment>`, a block with only `retry:` is `retry`.
 */

export type SseEvent = {
  /** `message` when the block names none. */
  event: string;
  id?: string;
  /** The `data:` lines joined with '\n' ('' when there are none). */
  data: string;
  /** performance.now() when the block arrived, to measure delivery. */
  at: number;
};

export type SseStream = {
  response: Response;
  /** Every event received so far, in order. */
  events: SseEvent[];
  /** The first event (already received or still to come) that matches; throws after `timeoutMs`. */
  waitFor: (predicate: (event: SseEvent) => boolean, timeoutMs?: number) => Promise<SseEvent>;
  close: () => void;
};

function parseBlock(block: string, at: number): SseEvent {
  const event: SseEvent = { event: 'message', data: '', at };
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) event.event = `:${line.slice(1).trim()}`;
    else if (line.startsWith('event: ')) event.event = line.slice(7);
    else if (line.startsWith('id: ')) event.id = line.slice(4);
    else if (line.startsWith('data: ')) data.push(line.slice(6));
    else if (line.startsWith('retry: ') && !block.includes('event: ')) event.event = 'retry';
  }
  event.data = data.join('\n');
  return event;
}

export async function openSseStream(url: string, headers: Record<string, string> = {}): Promise<SseStream> {
  const controller = new AbortController();
  const response = await fetch(url, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: controller.signal,
  });
  const events: SseEvent[] = [];
  const waiters = new Set<() => void>();
  if (response.ok && response.body) {
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    void (async () => {
      let buffer = '';
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += value;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            events.push(parseBlock(buffer.slice(0, end), performance.now()));
            buffer = buffer.slice(end + 2);
            for (const wake of waiters) wake();
          }
        }
      } catch {
        // The test closed the stream (abort) or the server went away; the events so far stay readable.
      }
    })();
  }

  async function waitFor(predicate: (event: SseEvent) => boolean, timeoutMs = 5000): Promise<SseEvent> {
    const deadline = performance.now() + timeoutMs;
    for (;;) {
      const found = events.find(predicate);
      if (found) return found;
      const left = deadline - performance.now();
      if (left <= 0)
        throw new Error(`No matching event within ${timeoutMs} ms; got ${JSON.stringify(events)}`);
      await new Promise<void>((resolve) => {
        const wake = () => {
          waiters.delete(wake);
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(wake, left);
        waiters.add(wake);
      });
    }
  }

  return { response, events, waitFor, close: () => controller.abort() };
}
