/// <reference types="node" />
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/*
 * The web app's import rule (decision 0116, apps/web/eslint/import-boundaries.js) through ESLint's own API and the
 * repository's lint config: each case lints a line of code as if it were the named file and reads what ESLint says.
 */
// The test's own path: Vitest provides __dirname (import.meta.url is a /@fs/ address under the web project's jsdom).
const repoRoot = path.resolve(__dirname, '../../../..');
const eslint = new ESLint({ cwd: repoRoot, overrideConfigFile: path.join(repoRoot, 'eslint.config.js') });
const RULE = 'leadchat-web/import-boundaries';

async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\n`, {
    filePath: path.join(repoRoot, 'apps/web/src', file),
  });
  return result!.messages.filter((message) => message.ruleId === RULE).map((message) => message.message);
}

describe('web import boundaries', () => {
  it('fails a component that imports a feature, by alias or by relative path', async () => {
    expect(
      await boundaryErrors('components/layout/x.tsx', "import { useWebsites } from '@/features/websites';"),
    ).toEqual([
      'components/ is shared by every feature: it never imports a feature, a route or the router (@/features/websites).',
    ]);
    expect(
      await boundaryErrors('components/x.tsx', "export { LeadsView } from '../features/leads/leads-view';"),
    ).toHaveLength(1);
  });

  it('fails lib/ importing a feature or the app', async () => {
    expect(
      await boundaryErrors('lib/session/x.ts', "import { SignInForm } from '../../features/auth';"),
    ).toHaveLength(1);
    expect(await boundaryErrors('lib/x.ts', "import { routes } from '@/router';")).toHaveLength(1);
    expect(
      await boundaryErrors('lib/x.ts', "const page = () => import('@/routes/leads-page');"),
    ).toHaveLength(1);
  });

  it("fails a deep import into another feature, whatever the path's spelling", async () => {
    for (const specifier of [
      '@/features/leads/lead-display',
      '../leads/lead-display',
      '../../features/leads/lead-display.tsx',
    ]) {
      expect(
        await boundaryErrors(
          'features/analytics/analytics-view.tsx',
          `import { LeadStatusBadge } from '${specifier}';`,
        ),
      ).toEqual([
        `Import another feature only through its public entry: '@/features/leads' (not ${specifier}). If it isn't exported there, export it or move the shared piece to components/ or lib/.`,
      ]);
    }
  });

  it('fails deep imports from routes and dynamic imports too', async () => {
    expect(
      await boundaryErrors(
        'routes/leads-page.tsx',
        "import { LeadsView } from '@/features/leads/leads-view';",
      ),
    ).toHaveLength(1);
    expect(
      await boundaryErrors(
        'features/marketing/components/x.ts',
        "const billing = () => import('@/features/billing/billing-api');",
      ),
    ).toHaveLength(1);
  });

  it('fails a feature that imports the app', async () => {
    expect(await boundaryErrors('features/leads/x.tsx', "import { routes } from '@/router';")).toEqual([
      'A feature never imports the app (routes/, router.tsx, main.tsx, entry-server.tsx): @/router.',
    ]);
  });

  it('allows public entries, a feature its own files, and the shared layers', async () => {
    const allowed: [string, string][] = [
      ['features/analytics/analytics-view.tsx', "import { LeadStatusBadge } from '@/features/leads';"],
      ['features/analytics/analytics-view.tsx', "import { LeadStatusBadge } from '../leads';"],
      ['features/leads/leads-view.tsx', "import { LeadStatusBadge } from './lead-display';"],
      ['features/leads/leads-view.tsx', "import { fetchLeads } from '@/features/leads/leads-api';"],
      ['features/leads/leads-view.tsx', "import { StatCard } from '@/components/stat-card';"],
      ['routes/leads-page.tsx', "import { LeadsView } from '@/features/leads';"],
      ['router.tsx', "const page = () => import('./routes/leads-page');"],
      ['components/layout/app-header.tsx', "import { useAuth } from '@/lib/session/use-auth';"],
      ['lib/x.ts', "import { z } from 'zod';"],
    ];
    for (const [file, code] of allowed)
      expect(await boundaryErrors(file, code), `${file}: ${code}`).toEqual([]);
  });
});
