import type { Me } from '@leadchat/contract';
import { createContext } from 'react';
import type { SignInInput, SignUpInput } from './session-api';

export type SignUpResult = {
  /** False when the server wants the email confirmed before the first sign-in. */
  isSignedIn: boolean;
};

export type AuthState = {
  /** The signed-in user; null while loading or when signed out. */
  user: Me | null;
  /** True until the sign-in state is known. */
  isLoading: boolean;
  isAdmin: boolean;
  /** Why the sign-in state could not be read (e.g. the server is down); null otherwise. */
  error: Error | null;
  /** Rejects with an ApiRequestError carrying the server's message. */
  signIn: (input: SignInInput) => Promise<void>;
  signUp: (input: SignUpInput) => Promise<SignUpResult>;
  signOut: () => Promise<void>;
  /** Re-reads the signed-in user (after a profile change, say). */
  refresh: () => Promise<void>;
};

export const AuthContext = createContext<AuthState | null>(null);
