export type Playground = { origin: string; close: () => Promise<void> };
export function listPages(): Promise<string[]>;
export function startPlayground(options: {
  port?: number;
  host?: string;
  apiOrigin: string;
  websiteId: string;
}): Promise<Playground>;
