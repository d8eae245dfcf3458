import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TwoFactorStatus } from '@leadchat/contract';
import { createQueryClient } from '@/lib/query-client';
import { fakeApi, renderApp, TEST_USER, type FakeApiCall } from '@/test/render-app';
import { TwoFactorCard } from './two-factor-card';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const TOTP_URI = `otpauth://totp/LeadChat:owner%40example.test?secret=${SECRET}&issuer=LeadChat&digits=6&period=30`;
const BACKUP_CODES = Array.from({ length: 10 }, (_, index) => `abcd${index}-efgh${index}`);

const OFF: TwoFactorStatus = { enabled: false, factors: [], backupCodesRemaining: 0 };
const ON: TwoFactorStatus = {
  enabled: true,
  factors: [{ type: 'totp', status: 'verified', friendlyName: 'Authenticator app' }],
  backupCodesRemaining: 10,
};

const invalid = (code: string, message: string) => ({ status: 401, body: { code, message } });

function renderCard() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <TwoFactorCard />
    </QueryClientProvider>,
  );
}

describe('Two-Factor Sign-In card', () => {
  it('turns on with the password, shows the QR code and the key, refuses a malformed or wrong code, then shows 10 backup codes', async () => {
    let status = OFF;
    const api = fakeApi({
      user: TEST_USER,
      handle: (call: FakeApiCall) => {
        if (call.path === '/api/two-factor') return { status: 200, body: status };
        if (call.path === '/api/auth/two-factor/enable') {
          const { password } = call.body as { password: string };
          return password === 'right-password'
            ? { status: 200, body: { totpURI: TOTP_URI, backupCodes: BACKUP_CODES } }
            : { status: 400, body: { code: 'INVALID_PASSWORD', message: 'Invalid password' } };
        }
        if (call.path === '/api/auth/two-factor/verify-totp') {
          if ((call.body as { code: string }).code !== '123456')
            return invalid('INVALID_CODE', 'Invalid code');
          status = ON;
          return { status: 200, body: { token: 'x' } };
        }
        return undefined;
      },
    });
    renderCard();
    expect(await screen.findByText('Two-factor sign-in is off.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Turn On Two-Factor Sign-In' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn on two-factor sign-in' });

    await userEvent.type(within(dialog).getByLabelText('Password'), 'wrong-password');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByText('That password is not right.')).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText('Password'));
    await userEvent.type(within(dialog).getByLabelText('Password'), 'right-password');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));

    // The QR code and the key as text, grouped by four.
    expect(await within(dialog).findByTitle('QR code for your authenticator app')).toBeInTheDocument();
    expect(within(dialog).getByTestId('totp-secret')).toHaveTextContent(
      'JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP',
    );

    const code = within(dialog).getByLabelText('Code from the app');
    await userEvent.type(code, '12');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verify and Turn On' }));
    expect(
      await within(dialog).findByText('Enter the 6-digit code from your authenticator app.'),
    ).toBeInTheDocument();
    expect(api.calls.filter((c) => c.path === '/api/auth/two-factor/verify-totp')).toHaveLength(0);

    await userEvent.clear(code);
    await userEvent.type(code, '654321');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verify and Turn On' }));
    expect(
      await within(dialog).findByText('That code is not valid. Enter the current code from your app.'),
    ).toBeInTheDocument();

    await userEvent.clear(code);
    await userEvent.type(code, '123 456');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verify and Turn On' }));
    const saved = await screen.findByRole('dialog', { name: 'Save your backup codes' });
    const list = within(saved).getByRole('list', { name: 'Backup codes' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(within(saved).getByRole('button', { name: /Download/ })).toBeInTheDocument();
    expect(api.calls).toContainEqual({
      method: 'POST',
      path: '/api/auth/two-factor/verify-totp',
      body: { code: '123456' },
    });

    await userEvent.click(within(saved).getByRole('button', { name: 'Done' }));
    expect(await screen.findByTestId('backup-codes-remaining')).toHaveTextContent(
      '10 of 10 backup codes left',
    );
    expect(screen.getByRole('button', { name: 'Turn Off' })).toBeInTheDocument();
  });

  it('turns off only with the password', async () => {
    let status = ON;
    const api = fakeApi({
      user: { ...TEST_USER, twoFactorEnabled: true },
      handle: (call: FakeApiCall) => {
        if (call.path === '/api/two-factor') return { status: 200, body: status };
        if (call.path === '/api/auth/two-factor/disable') {
          status = OFF;
          return { status: 200, body: { status: true } };
        }
        return undefined;
      },
    });
    renderCard();
    await userEvent.click(await screen.findByRole('button', { name: 'Turn Off' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn off two-factor sign-in' });
    const submit = within(dialog)
      .getAllByRole('button')
      .find((button) => button.getAttribute('type') === 'submit');
    expect(submit).toBeDisabled(); // no password, no request
    await userEvent.type(within(dialog).getByLabelText('Password'), 'right-password');
    await userEvent.click(submit!);
    expect(await screen.findByText('Two-factor sign-in is off.')).toBeInTheDocument();
    expect(api.calls).toContainEqual({
      method: 'POST',
      path: '/api/auth/two-factor/disable',
      body: { password: 'right-password' },
    });
  });
});

describe('sign-in with two-factor', () => {
  function signInApi() {
    const api = fakeApi({
      user: null,
      handle: (call: FakeApiCall) => {
        if (call.path === '/api/auth/sign-in/email')
          return { status: 200, body: { twoFactorRedirect: true } };
        if (call.path === '/api/auth/two-factor/verify-totp') {
          if ((call.body as { code: string }).code !== '123456')
            return invalid('INVALID_CODE', 'Invalid code');
          api.setUser(TEST_USER);
          return { status: 200, body: { token: 'x' } };
        }
        if (call.path === '/api/auth/two-factor/verify-backup-code') {
          return invalid('INVALID_BACKUP_CODE', 'Invalid backup code');
        }
        return undefined;
      },
    });
    return api;
  }

  async function passwordStep() {
    renderApp('/auth');
    const form = await screen.findByRole('form', { name: 'Sign in' });
    await userEvent.type(within(form).getByLabelText('Email'), 'owner@example.test');
    await userEvent.type(within(form).getByLabelText('Password', { selector: 'input' }), 'right-password');
    await userEvent.click(within(form).getByRole('button', { name: 'Sign In' }));
    return screen.findByRole('form', { name: 'Two-factor code' });
  }

  it('asks for the code after the password, refuses a wrong one, and signs in with the right one', async () => {
    const api = signInApi();
    const challenge = await passwordStep();
    // No session yet: the password alone did not sign in.
    expect(api.calls.some((call) => call.path === '/api/me')).toBe(false);

    const code = within(challenge).getByLabelText('Authentication code');
    await userEvent.type(code, '000000');
    await userEvent.click(within(challenge).getByRole('button', { name: 'Verify' }));
    expect(
      await within(challenge).findByText(
        'That code is not valid. Enter the current code from your authenticator app.',
      ),
    ).toBeInTheDocument();

    await userEvent.clear(code);
    await userEvent.type(code, '123456');
    await userEvent.click(within(challenge).getByLabelText('Remember this device for 30 days'));
    await userEvent.click(within(challenge).getByRole('button', { name: 'Verify' }));
    await waitFor(() =>
      expect(api.calls).toContainEqual({
        method: 'POST',
        path: '/api/auth/two-factor/verify-totp',
        body: { code: '123456', trustDevice: true },
      }),
    );
    expect(await screen.findByText('Signed in successfully!')).toBeInTheDocument();
  });

  it('takes a backup code instead, and says when it is not valid or used', async () => {
    const api = signInApi();
    const challenge = await passwordStep();
    await userEvent.click(within(challenge).getByRole('button', { name: 'Use a backup code instead' }));
    const code = within(challenge).getByLabelText('Backup code');
    await userEvent.type(code, 'abc');
    await userEvent.click(within(challenge).getByRole('button', { name: 'Verify' }));
    expect(
      await within(challenge).findByText('Enter one of your backup codes, like abcde-12345.'),
    ).toBeInTheDocument();
    await userEvent.clear(code);
    await userEvent.type(code, 'abcde-12345');
    await userEvent.click(within(challenge).getByRole('button', { name: 'Verify' }));
    expect(
      await within(challenge).findByText('That backup code is not valid or has been used already.'),
    ).toBeInTheDocument();
    expect(api.calls).toContainEqual({
      method: 'POST',
      path: '/api/auth/two-factor/verify-backup-code',
      body: { code: 'abcde-12345', trustDevice: false },
    });
  });
});
