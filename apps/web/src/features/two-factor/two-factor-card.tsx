import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ShieldCheck, ShieldOff } from 'lucide-react';
import { QRCodeSVG } from 'qrcode.react';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { TOTP_CODE_PATTERN } from '@leadchat/contract';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiRequestError } from '@/lib/api';
import { meQueryKey } from '@/lib/session/me-query';
import { BackupCodesList } from './backup-codes-list';
import {
  disableTwoFactor,
  fetchTwoFactorStatus,
  groupSecret,
  regenerateBackupCodes,
  secretOfTotpUri,
  startTwoFactorSetup,
  twoFactorQueryKey,
  verifyTotpCode,
  type TwoFactorSetup,
} from './two-factor-api';

function passwordError(error: unknown): string {
  if (error instanceof ApiRequestError && (error.code === 'INVALID_PASSWORD' || error.status === 400))
    return 'That password is not right.';
  return error instanceof Error ? error.message : 'Something went wrong. Please try again.';
}

/** A dialog's onOpenChange that also forgets its mutation's result and error on closing, so it reopens fresh. */
function closeAndReset(onOpenChange: (open: boolean) => void, mutation: { reset: () => void }) {
  return (next: boolean) => {
    onOpenChange(next);
    if (!next) mutation.reset();
  };
}

function useRefreshTwoFactor() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: twoFactorQueryKey }),
      queryClient.invalidateQueries({ queryKey: meQueryKey }),
    ]);
}

/** A dialog step asking for the account password before a sensitive change. */
function PasswordStep({
  id,
  submitLabel,
  pendingLabel,
  isPending,
  failure,
  onSubmit,
  onCancel,
  destructive,
}: {
  id: string;
  submitLabel: string;
  pendingLabel: string;
  isPending: boolean;
  /** The last attempt's error (a mutation's `error`), shown as a password error. */
  failure: unknown;
  onSubmit: (password: string) => void;
  onCancel: () => void;
  destructive?: boolean;
}) {
  const [password, setPassword] = useState('');
  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (password) onSubmit(password);
  }
  return (
    <form noValidate onSubmit={handleSubmit} className="grid gap-4">
      <FormField id={id} label="Password" error={failure ? passwordError(failure) : undefined}>
        {(field) => (
          <PasswordInput
            {...field}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            autoComplete="current-password"
            autoFocus
          />
        )}
      </FormField>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button
          type="submit"
          variant={destructive ? 'destructive' : 'default'}
          isLoading={isPending}
          disabled={!password}
        >
          {isPending ? pendingLabel : submitLabel}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** The last step of turning on and of renewing the codes: the backup codes, once. */
function BackupCodesStep({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <>
      <BackupCodesList codes={codes} />
      <DialogFooter>
        <Button type="button" onClick={onDone}>
          Done
        </Button>
      </DialogFooter>
    </>
  );
}

/** Turn on: password → scan the QR code (or type the secret) and confirm a first code → the backup codes. */
function EnableDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [confirmed, setConfirmed] = useState(false);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const refresh = useRefreshTwoFactor();
  const start = useMutation({ mutationFn: startTwoFactorSetup, onSuccess: setSetup });
  const confirm = useMutation({
    mutationFn: (value: string) => verifyTotpCode({ code: value }),
    onSuccess: async () => {
      setConfirmed(true);
      toast.success('Two-factor sign-in is on');
      await refresh();
    },
    onError: () => setCodeError('That code is not valid. Enter the current code from your app.'),
  });

  function close(next: boolean) {
    onOpenChange(next);
    if (!next) {
      setSetup(null);
      setConfirmed(false);
      setCode('');
      setCodeError(undefined);
      start.reset();
      confirm.reset();
    }
  }

  function submitCode(event: FormEvent) {
    event.preventDefault();
    const value = code.replace(/\s/g, '');
    if (!TOTP_CODE_PATTERN.test(value)) {
      setCodeError('Enter the 6-digit code from your authenticator app.');
      return;
    }
    setCodeError(undefined);
    confirm.mutate(value);
  }

  const secret = setup ? secretOfTotpUri(setup.totpURI) : '';
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-h-[90vh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{confirmed ? 'Save your backup codes' : 'Turn on two-factor sign-in'}</DialogTitle>
          <DialogDescription>
            {!setup
              ? 'Enter your password to start. You will need an authenticator app such as Google Authenticator, 1Password or Authy.'
              : confirmed
                ? 'Two-factor sign-in is on. Keep these codes somewhere safe.'
                : 'Scan the QR code with your authenticator app, or type the key, then enter the code it shows.'}
          </DialogDescription>
        </DialogHeader>
        {!setup ? (
          <PasswordStep
            id="enable-two-factor-password"
            submitLabel="Continue"
            pendingLabel="Checking..."
            isPending={start.isPending}
            failure={start.error}
            onSubmit={(password) => start.mutate(password)}
            onCancel={() => close(false)}
          />
        ) : confirmed ? (
          <BackupCodesStep codes={setup.backupCodes} onDone={() => close(false)} />
        ) : (
          <form noValidate onSubmit={submitCode} className="grid gap-4">
            <div className="flex justify-center rounded-lg border bg-white p-4">
              <QRCodeSVG
                value={setup.totpURI}
                size={184}
                marginSize={2}
                title="QR code for your authenticator app"
              />
            </div>
            <div className="grid gap-1">
              <p className="text-sm font-medium">Or enter this key</p>
              <code
                data-testid="totp-secret"
                className="rounded-md bg-muted px-3 py-2 font-mono text-sm break-all"
              >
                {groupSecret(secret)}
              </code>
            </div>
            <FormField id="enable-two-factor-code" label="Code from the app" error={codeError}>
              {(field) => (
                <Input
                  {...field}
                  value={code}
                  onChange={(event) => setCode(event.target.value)}
                  autoComplete="one-time-code"
                  inputMode="numeric"
                  placeholder="123456"
                  maxLength={7}
                />
              )}
            </FormField>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => close(false)}>
                Cancel
              </Button>
              <Button type="submit" isLoading={confirm.isPending}>
                {confirm.isPending ? 'Verifying...' : 'Verify and Turn On'}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}

function RegenerateDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const refresh = useRefreshTwoFactor();
  const regenerate = useMutation({
    mutationFn: regenerateBackupCodes,
    onSuccess: async () => {
      toast.success('New backup codes created');
      await refresh();
    },
  });
  const close = closeAndReset(onOpenChange, regenerate);
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>New backup codes</DialogTitle>
          <DialogDescription>
            {regenerate.data
              ? 'Your earlier backup codes no longer work. Keep these somewhere safe.'
              : 'New codes replace all of your current ones. Enter your password to continue.'}
          </DialogDescription>
        </DialogHeader>
        {regenerate.data ? (
          <BackupCodesStep codes={regenerate.data.backupCodes} onDone={() => close(false)} />
        ) : (
          <PasswordStep
            id="regenerate-codes-password"
            submitLabel="Create New Codes"
            pendingLabel="Creating..."
            isPending={regenerate.isPending}
            failure={regenerate.error}
            onSubmit={(password) => regenerate.mutate(password)}
            onCancel={() => close(false)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function DisableDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const refresh = useRefreshTwoFactor();
  const disable = useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: async () => {
      toast.success('Two-factor sign-in is off');
      onOpenChange(false);
      await refresh();
    },
  });
  const close = closeAndReset(onOpenChange, disable);
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Turn off two-factor sign-in</DialogTitle>
          <DialogDescription>
            Signing in will only ask for your password, and your backup codes stop working. Enter your
            password to confirm.
          </DialogDescription>
        </DialogHeader>
        <PasswordStep
          id="disable-two-factor-password"
          submitLabel="Turn Off"
          pendingLabel="Turning off..."
          isPending={disable.isPending}
          failure={disable.error}
          onSubmit={(password) => disable.mutate(password)}
          onCancel={() => close(false)}
          destructive
        />
      </DialogContent>
    </Dialog>
  );
}

/** /profile: two-factor sign-in on or off, backup codes left, and the dialogs that change it. */
export function TwoFactorCard() {
  const status = useQuery({
    queryKey: twoFactorQueryKey,
    queryFn: ({ signal }) => fetchTwoFactorStatus(signal),
  });
  const [dialog, setDialog] = useState<'enable' | 'regenerate' | 'disable' | null>(null);
  const setOpen = (name: 'enable' | 'regenerate' | 'disable') => (open: boolean) =>
    setDialog(open ? name : null);
  const enabled = status.data?.enabled ?? false;

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-2">
          {enabled ? (
            <ShieldCheck className="size-5 text-green-700" aria-hidden="true" />
          ) : (
            <ShieldOff className="size-5 text-muted-foreground" aria-hidden="true" />
          )}
          Two-Factor Sign-In
          {status.data ? <Badge variant={enabled ? 'green' : 'grey'}>{enabled ? 'On' : 'Off'}</Badge> : null}
        </CardTitle>
        <CardDescription>
          After your password, sign-in asks for a code from an authenticator app on your phone, so a stolen
          password alone can't open your account.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {status.isPending ? (
          <Skeleton className="h-6 w-48" />
        ) : status.isError ? (
          <Alert variant="destructive">
            <AlertTitle>Failed to load two-factor settings</AlertTitle>
            <AlertDescription>
              <Button variant="link" className="h-auto p-0" onClick={() => void status.refetch()}>
                Try again
              </Button>
            </AlertDescription>
          </Alert>
        ) : enabled ? (
          <p className="text-sm" data-testid="backup-codes-remaining">
            Authenticator app connected. {status.data.backupCodesRemaining} of 10 backup codes left.
          </p>
        ) : (
          <p className="text-sm text-muted-foreground">Two-factor sign-in is off.</p>
        )}
      </CardContent>
      {status.data ? (
        <CardFooter className="flex flex-wrap gap-2">
          {enabled ? (
            <>
              <Button variant="outline" onClick={() => setDialog('regenerate')}>
                New Backup Codes
              </Button>
              <Button variant="outline" onClick={() => setDialog('disable')}>
                Turn Off
              </Button>
            </>
          ) : (
            <Button onClick={() => setDialog('enable')}>
              <ShieldCheck aria-hidden="true" />
              Turn On Two-Factor Sign-In
            </Button>
          )}
        </CardFooter>
      ) : null}
      <EnableDialog open={dialog === 'enable'} onOpenChange={setOpen('enable')} />
      <RegenerateDialog open={dialog === 'regenerate'} onOpenChange={setOpen('regenerate')} />
      <DisableDialog open={dialog === 'disable'} onOpenChange={setOpen('disable')} />
    </Card>
  );
}
