import { useMutation } from '@tanstack/react-query';
import { KeyRound, ShieldCheck } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { TOTP_CODE_PATTERN } from '@leadchat/contract';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ApiRequestError } from '@/lib/api';
import { verifyBackupCode, verifyTotpCode } from './two-factor-api';
import { useFinishSignIn } from './use-finish-sign-in';

/** Why a code was refused, in words (better-auth's codes mapped; anything else keeps the server's message). */
function describeFailure(error: unknown, usingBackupCode: boolean): string {
  if (!(error instanceof ApiRequestError)) return 'Something went wrong. Please try again.';
  if (error.code === 'INVALID_TWO_FACTOR_COOKIE' || error.code === 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE')
    return 'This sign-in has expired or had too many wrong codes. Go back and enter your password again.';
  if (error.status === 429) return error.message;
  if (error.status === 401 || error.code === 'INVALID_CODE' || error.code === 'INVALID_BACKUP_CODE')
    return usingBackupCode
      ? 'That backup code is not valid or has been used already.'
      : 'That code is not valid. Enter the current code from your authenticator app.';
  return error.message;
}

/** The sign-in's second step: a code from the authenticator app, or one of the backup codes. */
export function TwoFactorChallenge({
  onVerified,
  onCancel,
}: {
  /** The session has started and the user is loaded. */
  onVerified: () => void;
  /** Back to the password step. */
  onCancel: () => void;
}) {
  const [usingBackupCode, setUsingBackupCode] = useState(false);
  const [code, setCode] = useState('');
  const [trustDevice, setTrustDevice] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const finishSignIn = useFinishSignIn();
  const inputRef = useRef<HTMLInputElement>(null);
  const trustId = useId();
  // The session starts only once the signed-in user is loaded too, so both belong to the one write.
  const verify = useMutation({
    mutationFn: async (input: { code: string; usingBackupCode: boolean; trustDevice: boolean }) => {
      if (input.usingBackupCode) await verifyBackupCode({ code: input.code, trustDevice: input.trustDevice });
      else await verifyTotpCode({ code: input.code, trustDevice: input.trustDevice });
      await finishSignIn();
    },
    onSuccess: onVerified,
    onError: (failure, input) => {
      setError(describeFailure(failure, input.usingBackupCode));
      setCode('');
      inputRef.current?.focus();
    },
  });

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const value = code.trim();
    if (!usingBackupCode && !TOTP_CODE_PATTERN.test(value.replace(/\s/g, ''))) {
      setError('Enter the 6-digit code from your authenticator app.');
      inputRef.current?.focus();
      return;
    }
    if (usingBackupCode && value.replace(/[\s-]/g, '').length < 10) {
      setError('Enter one of your backup codes, like abcde-12345.');
      inputRef.current?.focus();
      return;
    }
    setError(undefined);
    verify.mutate({ code: usingBackupCode ? value : value.replace(/\s/g, ''), usingBackupCode, trustDevice });
  }

  function switchMethod() {
    setUsingBackupCode((current) => !current);
    setCode('');
    setError(undefined);
    inputRef.current?.focus();
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="grid gap-4" aria-label="Two-factor code">
      <div className="flex items-start gap-3 rounded-lg bg-violet-50 p-3 text-sm text-violet-900">
        <ShieldCheck className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        <p>
          {usingBackupCode
            ? 'Enter one of the backup codes you saved when you turned on two-factor sign-in. Each code works once.'
            : 'Your account uses two-factor sign-in. Enter the 6-digit code from your authenticator app.'}
        </p>
      </div>
      <FormField
        id="two-factor-code"
        label={usingBackupCode ? 'Backup code' : 'Authentication code'}
        error={error}
      >
        {(field) => (
          <Input
            {...field}
            ref={inputRef}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            autoComplete="one-time-code"
            inputMode={usingBackupCode ? 'text' : 'numeric'}
            placeholder={usingBackupCode ? 'abcde-12345' : '123456'}
            maxLength={usingBackupCode ? 20 : 7}
            autoFocus
          />
        )}
      </FormField>
      <div className="flex items-center gap-2">
        <input
          id={trustId}
          type="checkbox"
          checked={trustDevice}
          onChange={(event) => setTrustDevice(event.target.checked)}
          className="size-4 rounded border-input accent-primary"
        />
        <label htmlFor={trustId} className="text-sm">
          Remember this device for 30 days
        </label>
      </div>
      <Button type="submit" size="lg" className="w-full" isLoading={verify.isPending}>
        {verify.isPending ? 'Verifying...' : 'Verify'}
      </Button>
      <div className="flex flex-wrap justify-between gap-2">
        <Button type="button" variant="link" size="sm" className="h-auto px-0" onClick={switchMethod}>
          <KeyRound aria-hidden="true" />
          {usingBackupCode ? 'Use your authenticator app' : 'Use a backup code instead'}
        </Button>
        <Button type="button" variant="link" size="sm" className="h-auto px-0" onClick={onCancel}>
          Back to sign in
        </Button>
      </div>
    </form>
  );
}
