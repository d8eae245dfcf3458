export const MOCK_WEBSITE_ID: string;
export type MockApi = { origin: string; requests: unknown[]; close: () => Promise<void> };
export function startMockApi(options?: {
  port?: number;
  host?: string;
  config?: Record<string, unknown>;
  websites?: Record<string, Record<string, unknown>>;
  deltaDelayMs?: number;
  replyFor?: (message: string) => { text: string; pieces: string[] };
}): Promise<MockApi>;
