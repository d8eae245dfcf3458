import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LiveUpdates, reconnectDelay } from './live-updates';

/** A controllable EventSource: the test plays the server. */
class FakeSource extends EventTarget {
  static instances: FakeSource[] = [];
  onerror: ((event: Event) => void) | null = null;
  isClosed = false;
  constructor(readonly url: string) {
    super();
    FakeSource.instances.push(this);
  }
  emit(type: string, data: unknown = {}) {
    this.dispatchEvent(new MessageEvent(type, { data: JSON.stringify(data) }));
  }
  fail() {
    this.onerror?.(new Event('error'));
  }
  close() {
    this.isClosed = true;
  }
}

function latest(): FakeSource {
  return FakeSource.instances[FakeSource.instances.length - 1]!;
}

describe('live updates', () => {
  let queryClient: QueryClient;
  let live: LiveUpdates;
  beforeEach(() => {
    vi.useFakeTimers();
    FakeSource.instances = [];
    queryClient = new QueryClient();
    live = new LiveUpdates({
      queryClient,
      createEventSource: (url) => new FakeSource(url) as unknown as EventSource,
    });
  });
  afterEach(() => vi.useRealTimers());

  it('uses the spec delays 1, 2, 5, then 10 s', () => {
    expect([0, 1, 2, 3, 4, 9].map(reconnectDelay)).toEqual([1000, 2000, 5000, 10_000, 10_000, 10_000]);
  });

  it('opens one stream on /api/events while someone uses it and closes it after the last', () => {
    const releaseA = live.retain();
    const releaseB = live.retain();
    expect(FakeSource.instances).toHaveLength(1);
    expect(latest().url).toBe('/api/events');
    releaseA();
    expect(latest().isClosed).toBe(false);
    releaseB();
    releaseB();
    expect(latest().isClosed).toBe(true);
  });

  it('reconnects after 1, 2, 5 and 10 s, and starts over after a successful connection', () => {
    live.retain();
    const waits: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const before = FakeSource.instances.length;
      latest().fail();
      expect(live.status).toBe('reconnecting');
      let waited = 0;
      while (FakeSource.instances.length === before) {
        vi.advanceTimersByTime(500);
        waited += 500;
      }
      waits.push(waited);
    }
    expect(waits).toEqual([1000, 2000, 5000, 10_000, 10_000]);
    latest().emit('ready');
    expect(live.status).toBe('live');
    latest().fail();
    vi.advanceTimersByTime(999);
    const count = FakeSource.instances.length;
    vi.advanceTimersByTime(1);
    expect(FakeSource.instances.length).toBe(count + 1);
  });

  it('refreshes the owner queries once per burst of events, and after a reconnect', async () => {
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    live.retain();
    latest().emit('ready');
    expect(invalidate).not.toHaveBeenCalled();
    latest().emit('conversation.created', { type: 'conversation.created' });
    latest().emit('message.created', { type: 'message.created' });
    latest().emit('lead.captured', { type: 'lead.captured' });
    await vi.advanceTimersByTimeAsync(300);
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([
      ['leads'],
      ['conversations'],
      ['dashboard'],
      ['analytics'],
    ]);
    invalidate.mockClear();
    latest().fail();
    await vi.advanceTimersByTimeAsync(1000);
    latest().emit('ready');
    await vi.advanceTimersByTimeAsync(300);
    expect(invalidate).toHaveBeenCalledTimes(4);
  });

  it('treats a missing heartbeat as a dead connection', () => {
    live.retain();
    latest().emit('ready');
    vi.advanceTimersByTime(25_000);
    latest().emit('ping');
    vi.advanceTimersByTime(54_999);
    expect(FakeSource.instances).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSource.instances[0]!.isClosed).toBe(true);
    expect(live.status).toBe('reconnecting');
    vi.advanceTimersByTime(1000);
    expect(FakeSource.instances).toHaveLength(2);
  });
});
