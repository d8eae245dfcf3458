import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderApp, TEST_USER } from '@/test/render-app';
import { useAuth } from '@/lib/session/use-auth';

async function openSignUpTab() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('tab', { name: 'Sign Up' }));
  return user;
}

describe('/auth sign up', () => {
  it('requires a username, an email and a password', async () => {
    const api = fakeApi({ user: null });
    renderApp('/auth');
    const user = await openSignUpTab();
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription('Username is required');
    expect(api.calls.some((call) => call.path.startsWith('/api/auth/sign-up'))).toBe(false);
  });

  it('refuses a username of spaces, a malformed email and a short password', async () => {
    fakeApi({ user: null });
    renderApp('/auth');
    const user = await openSignUpTab();
    await user.type(screen.getByLabelText('Username'), '   ');
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
  });

  it('sends the username as name and username, then asks to confirm the email when no session starts', async () => {
    const api = fakeApi({
      user: null,
      handle: ({ path }) =>
        path === '/api/auth/sign-up/email' ? { status: 200, body: { token: null } } : undefined,
    });
    renderApp('/auth');
    const user = await openSignUpTab();
    await user.type(screen.getByLabelText('Username'), '  Acme Plumbing ');
    await user.type(screen.getByLabelText('Email'), 'owner@acme.test');
    await user.type(screen.getByLabelText('Password'), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Check your email to confirm your account!')).toBeInTheDocument();
    expect(api.calls.find((call) => call.path === '/api/auth/sign-up/email')?.body).toEqual({
      email: 'owner@acme.test',
      password: 'correct horse battery',
      name: 'Acme Plumbing',
      username: 'Acme Plumbing',
      callbackURL: '/',
    });
    expect(screen.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Email')).toHaveValue('owner@acme.test');
  });

  it('goes to the dashboard when sign-up starts a session', async () => {
    const api = fakeApi({
      user: null,
      handle: ({ path }) => {
        if (path !== '/api/auth/sign-up/email') return undefined;
        api.setUser(TEST_USER);
        return { status: 200, body: { token: 'session-token' } };
      },
    });
    const { router } = renderApp('/auth');
    const user = await openSignUpTab();
    await user.type(screen.getByLabelText('Username'), 'owner');
    await user.type(screen.getByLabelText('Email'), TEST_USER.email);
    await user.type(screen.getByLabelText('Password'), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Signed in successfully!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });
});

describe('/auth sign in', () => {
  it('requires an email and a password', async () => {
    fakeApi({ user: null });
    renderApp('/auth');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
  });

  it('shows the server message in an Error toast when sign-in fails', async () => {
    fakeApi({
      user: null,
      handle: ({ path }) =>
        path === '/api/auth/sign-in/email'
          ? {
              status: 401,
              body: {
                code: 'INVALID_EMAIL_OR_PASSWORD',
                message: 'Invalid email or password',
                error: { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' },
              },
            }
          : undefined,
    });
    renderApp('/auth');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'owner@acme.test');
    await user.type(screen.getByLabelText('Password'), 'wrong password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
  });

  it('signs in, toasts, and returns to the page the visitor was sent away from', async () => {
    const api = fakeApi({
      user: null,
      handle: ({ path }) => {
        if (path !== '/api/auth/sign-in/email') return undefined;
        api.setUser(TEST_USER);
        return { status: 200, body: { token: 'session-token' } };
      },
    });
    const { router } = renderApp('/leads');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), TEST_USER.email);
    await user.type(screen.getByLabelText('Password'), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Signed in successfully!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/leads'));
    expect(api.calls.find((call) => call.path === '/api/auth/sign-in/email')?.body).toEqual({
      email: TEST_USER.email,
      password: 'correct horse battery',
    });
  });
});

describe('/auth password reset', () => {
  it('sends a reset link that comes back to /auth?reset=true', async () => {
    const api = fakeApi({
      user: null,
      handle: ({ path }) =>
        path === '/api/auth/request-password-reset' ? { status: 200, body: { status: true } } : undefined,
    });
    renderApp('/auth');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Forgot password?' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'owner@acme.test');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Password reset link sent to your email!')).toBeInTheDocument();
    expect(api.calls.find((call) => call.path === '/api/auth/request-password-reset')?.body).toEqual({
      email: 'owner@acme.test',
      redirectTo: '/auth?reset=true',
    });
  });

  it('refuses mismatched and short new passwords', async () => {
    const api = fakeApi({ user: null });
    renderApp('/auth?reset=true&token=tok123');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('New Password'), 'brand new secret');
    await user.type(screen.getByLabelText('Confirm Password'), 'brand new secreT');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('New Password'));
    await user.type(screen.getByLabelText('New Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(api.calls.some((call) => call.path === '/api/auth/reset-password')).toBe(false);
  });

  it('updates the password with the token from the link, toasts, and goes to /', async () => {
    const api = fakeApi({
      user: null,
      handle: ({ path }) =>
        path === '/api/auth/reset-password' ? { status: 200, body: { status: true } } : undefined,
    });
    const { router } = renderApp('/auth?reset=true&token=tok123');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('New Password'), 'brand new secret');
    await user.type(screen.getByLabelText('Confirm Password'), 'brand new secret');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('Password updated successfully!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(api.calls.find((call) => call.path === '/api/auth/reset-password')?.body).toEqual({
      newPassword: 'brand new secret',
      token: 'tok123',
    });
  });

  it('explains an invalid or expired link and offers a new one', async () => {
    fakeApi({ user: null });
    renderApp('/auth?reset=true&error=INVALID_TOKEN');
    expect(
      await screen.findByText('This password reset link is invalid or has expired.'),
    ).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Request a new link' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeInTheDocument();
  });

  it('shows a refused token as an Error toast with the server message', async () => {
    fakeApi({
      user: null,
      handle: ({ path }) =>
        path === '/api/auth/reset-password'
          ? { status: 400, body: { code: 'INVALID_TOKEN', message: 'Invalid token' } }
          : undefined,
    });
    renderApp('/auth?reset=true&token=used');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('New Password'), 'brand new secret');
    await user.type(screen.getByLabelText('Confirm Password'), 'brand new secret');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('Invalid token')).toBeInTheDocument();
  });
});

describe('useAuth', () => {
  it('fails outside its provider with the spec message', () => {
    function Probe() {
      useAuth();
      return null;
    }
    // React logs the thrown error; the assertion is on the error itself.
    const originalError = console.error;
    console.error = () => undefined;
    try {
      expect(() => render(<Probe />)).toThrow('useAuth must be used within an AuthProvider');
    } finally {
      console.error = originalError;
    }
  });
});
