import { useContext } from 'react';
import { AuthContext, type AuthState } from './auth-context';

/** The sign-in state and actions. Throws outside <AuthProvider> (docs/product/messages.md's exact message). */
export function useAuth(): AuthState {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used within an AuthProvider');
  return context;
}
