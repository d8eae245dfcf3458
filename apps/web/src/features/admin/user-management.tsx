import { ADMIN_USERS_PAGE_SIZE, type AdminUser, type Role } from '@leadchat/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { RefreshCw, Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { toast } from 'sonner';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input, inputClassName } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useAuth } from '@/lib/session/use-auth';
import { formatLongDate } from '@/lib/format';
import { cn } from '@/lib/utils';
import { fetchAdminUsers, updateUserRole } from './admin-api';
import { Pagination } from './pagination';
import { queryKeys } from '@/lib/query-keys';

const SEARCH_DEBOUNCE_MS = 300;

function useDebounced<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

const ROLE_LABELS: Record<Role, string> = { admin: 'Administrator', user: 'User' };

/** A native select: the role is confirmed in a dialog before it changes (granting admin is a big step). */
function RoleSelect({
  user,
  onChange,
  isSaving,
}: {
  user: AdminUser;
  onChange: (role: Role) => void;
  isSaving: boolean;
}) {
  const name = user.username ?? user.email;
  return (
    <select
      aria-label={`Role for ${name}`}
      value={user.role}
      disabled={isSaving}
      onChange={(event) => onChange(event.target.value as Role)}
      className={cn(inputClassName, 'h-9 w-32 py-1')}
    >
      <option value="user">User</option>
      <option value="admin">Admin</option>
    </select>
  );
}

/** The user table: searched and paginated on the server; role changes for everyone but oneself. */
export function UserManagement({ onRefresh }: { onRefresh: () => void }) {
  const searchId = useId();
  const { user: me } = useAuth();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [pendingChange, setPendingChange] = useState<{ user: AdminUser; role: Role } | null>(null);
  const debouncedSearch = useDebounced(search.trim(), SEARCH_DEBOUNCE_MS);

  const users = useQuery({
    queryKey: queryKeys.admin.users(debouncedSearch, page),
    queryFn: ({ signal }) =>
      fetchAdminUsers({ search: debouncedSearch, page, pageSize: ADMIN_USERS_PAGE_SIZE }, signal),
    placeholderData: keepPreviousData,
  });

  useEffect(() => {
    if (users.isError) toast.error('Error', { description: 'Failed to fetch users' });
  }, [users.isError, users.errorUpdateCount]);

  const roleChange = useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: Role }) => updateUserRole(userId, role),
    onSuccess: (updated) => {
      toast.success(`User role updated to ${updated.role}`);
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.all() });
    },
    onError: () => toast.error('Error', { description: 'Failed to update user role' }),
  });

  function handleSearchChange(value: string) {
    setSearch(value);
    setPage(1);
  }

  function handleConfirmChange() {
    if (pendingChange) roleChange.mutate({ userId: pendingChange.user.userId, role: pendingChange.role });
    setPendingChange(null);
  }

  const rows = users.data?.users ?? [];
  const pendingName = pendingChange ? (pendingChange.user.username ?? pendingChange.user.email) : '';
  return (
    <Card>
      <AlertDialog
        open={pendingChange !== null}
        onOpenChange={(open) => (open ? undefined : setPendingChange(null))}
      >
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Change user role?</AlertDialogTitle>
            <AlertDialogDescription>
              {pendingChange?.role === 'admin'
                ? `${pendingName} will become an Administrator and can manage every user's role.`
                : `${pendingName} will become a regular User and lose access to the admin dashboard.`}
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction onClick={handleConfirmChange}>
              Make {pendingChange ? ROLE_LABELS[pendingChange.role] : ''}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
      <CardHeader className="gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid gap-1.5">
          <CardTitle>User Management</CardTitle>
          <CardDescription>
            Change roles between user and admin. Your own role cannot be changed here.
          </CardDescription>
        </div>
        <Button variant="outline" onClick={onRefresh} isLoading={users.isFetching && !users.isPending}>
          {users.isFetching && !users.isPending ? null : <RefreshCw aria-hidden="true" />}
          Refresh
        </Button>
      </CardHeader>
      <CardContent>
        <div className="mb-4 grid max-w-sm gap-2">
          <Label htmlFor={searchId}>Search users</Label>
          <div className="relative">
            <Search
              className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden="true"
            />
            <Input
              id={searchId}
              type="search"
              value={search}
              onChange={(event) => handleSearchChange(event.target.value)}
              placeholder="Username, email or user ID"
              className="pl-9"
            />
          </div>
        </div>
        <div aria-busy={users.isPending || undefined}>
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>Username</TableHead>
                <TableHead>User ID</TableHead>
                <TableHead>Role</TableHead>
                <TableHead>Two-Factor</TableHead>
                <TableHead>Created</TableHead>
                <TableHead>Actions</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {users.isPending
                ? Array.from({ length: 3 }, (_, index) => (
                    <TableRow key={index}>
                      <TableCell colSpan={6}>
                        <Skeleton className="h-6 w-full" />
                      </TableCell>
                    </TableRow>
                  ))
                : rows.map((row) => {
                    const isMe = row.userId === me?.id;
                    return (
                      <TableRow key={row.userId}>
                        <TableCell>
                          <div className="font-medium">{row.username ?? 'No username'}</div>
                          <div className="text-xs text-muted-foreground">{row.email}</div>
                        </TableCell>
                        <TableCell>
                          <code className="text-xs" title={row.userId}>
                            {row.userId.slice(0, 8)}
                          </code>
                        </TableCell>
                        <TableCell>
                          <Badge variant={row.role === 'admin' ? 'violet' : 'grey'}>
                            {row.role === 'admin' ? 'Administrator' : 'User'}
                          </Badge>
                        </TableCell>
                        <TableCell>
                          <Badge variant={row.twoFactorEnabled ? 'green' : 'grey'}>
                            {row.twoFactorEnabled ? 'On' : 'Off'}
                          </Badge>
                        </TableCell>
                        <TableCell className="whitespace-nowrap">{formatLongDate(row.createdAt)}</TableCell>
                        <TableCell>
                          {isMe ? (
                            <span className="text-sm text-muted-foreground">Current User</span>
                          ) : (
                            <RoleSelect
                              user={row}
                              isSaving={roleChange.isPending && roleChange.variables?.userId === row.userId}
                              onChange={(role) => setPendingChange({ user: row, role })}
                            />
                          )}
                        </TableCell>
                      </TableRow>
                    );
                  })}
              {!users.isPending && rows.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={6} className="py-8 text-center text-muted-foreground">
                    {debouncedSearch ? 'No users match your search.' : 'No users yet.'}
                  </TableCell>
                </TableRow>
              ) : null}
            </TableBody>
          </Table>
        </div>
        {users.data ? (
          <Pagination
            page={page}
            pageSize={users.data.pageSize}
            total={users.data.total}
            label="User list pages"
            onPageChange={setPage}
          />
        ) : null}
      </CardContent>
    </Card>
  );
}
