import {
  AVATAR_MAX_BYTES,
  AVATAR_NOT_IMAGE_MESSAGE,
  AVATAR_TOO_LARGE_MESSAGE,
  type Profile,
} from '@leadchat/contract';
import { Camera } from 'lucide-react';
import { useId, useRef, type ChangeEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { ApiRequestError } from '@/lib/api';
import { useUploadAvatar } from './use-profile-mutations';

const ACCEPT = 'image/png,image/jpeg,image/webp,image/gif';

function initialsOf(profile: Profile): string {
  const source = profile.username ?? profile.email;
  return source.slice(0, 2).toUpperCase();
}

/** The avatar with its upload button (docs/product/validation.md: images only, under 5 MB; the server checks the bytes again). */
export function AvatarUpload({ profile }: { profile: Profile }) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const upload = useUploadAvatar();
  const isUploading = upload.isPending;

  async function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > AVATAR_MAX_BYTES) {
      toast.error('Error', { description: AVATAR_TOO_LARGE_MESSAGE });
      return;
    }
    if (!file.type.startsWith('image/')) {
      toast.error('Error', { description: AVATAR_NOT_IMAGE_MESSAGE });
      return;
    }
    try {
      await upload.mutateAsync(file);
      toast.success('Avatar updated successfully');
    } catch (error) {
      // The server's specific reason (too large, not an image) when it gave one.
      const description =
        error instanceof ApiRequestError && error.status >= 400 && error.status < 500 && error.status !== 401
          ? error.message
          : 'Failed to upload avatar';
      toast.error('Error', { description });
    }
  }

  return (
    <div className="flex flex-col items-center gap-4 sm:flex-row">
      <div className="relative size-24 shrink-0 overflow-hidden rounded-full border bg-accent">
        {profile.avatarUrl ? (
          <img src={profile.avatarUrl} alt="Your avatar" className="size-full object-cover" />
        ) : (
          <span
            className="flex size-full items-center justify-center text-2xl font-semibold text-accent-foreground"
            aria-hidden="true"
          >
            {initialsOf(profile)}
          </span>
        )}
      </div>
      <div className="grid gap-2 text-center sm:text-left">
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept={ACCEPT}
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => void handleChange(event)}
        />
        <Button
          variant="outline"
          onClick={() => inputRef.current?.click()}
          isLoading={isUploading}
          aria-describedby={`${inputId}-hint`}
        >
          {isUploading ? null : <Camera aria-hidden="true" />}
          {isUploading ? 'Uploading...' : 'Upload Avatar'}
        </Button>
        <p id={`${inputId}-hint`} className="text-xs text-muted-foreground">
          PNG, JPEG, WebP or GIF, less than 5MB.
        </p>
      </div>
    </div>
  );
}
