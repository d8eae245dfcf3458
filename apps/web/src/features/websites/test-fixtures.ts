/** Test data for the websites screens' tests. */
import { DEFAULT_AI_INSTRUCTIONS, DEFAULT_APPEARANCE_CONFIG, type Website } from '@leadchat/contract';

export function makeWebsite(overrides: Partial<Website> = {}): Website {
  return {
    id: '6a4b1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d',
    name: 'Cedar Hollow',
    domain: 'https://cedar-hollow.example',
    aiInstructions: DEFAULT_AI_INSTRUCTIONS,
    appearanceConfig: DEFAULT_APPEARANCE_CONFIG,
    isActive: true,
    notificationEmail: null,
    notifyOnNewLead: false,
    monthlyMessageQuota: null,
    createdAt: '2026-03-04T10:00:00.000Z',
    updatedAt: '2026-03-04T10:00:00.000Z',
    ...overrides,
  };
}
