import {
  ROLES,
  type AdminUser,
  type AdminUserList,
  type AdminUsersQuery,
  type Role,
} from '@foodhub/contracts';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { userInfoQueryOptions } from '../../../api/user-info';
import { apiFetch } from '../../../lib/api-client';
import { adminQueryKeys, queryString } from './admin-keys';

/** A search of GET /admin/users as the page makes it: its filters and the page's cursor. */
export type UsersSearch = AdminUsersQuery;

/** The search of the address: ?q&role, and the page's cursor. */
export function usersSearchOf(params: URLSearchParams, cursor: string | undefined): UsersSearch {
  const role = params.get('role');
  return {
    q: params.get('q')?.trim() || undefined,
    role: role === 'admin' || role === 'provider' ? role : undefined,
    cursor,
  };
}

/** GET /admin/users?q&role&cursor: one page of the accounts that match. */
export const adminUsersQueryOptions = (query: UsersSearch) =>
  queryOptions({
    queryKey: adminQueryKeys.userList(query),
    queryFn: ({ signal }) => {
      const { q, role, cursor } = query;
      return apiFetch<AdminUserList>(`/admin/users${queryString({ q, role, cursor })}`, {
        signal,
      });
    },
  });

export function useAdminUsers(query: UsersSearch) {
  // The table stays while the next page or search loads: the control in focus is not lost.
  return useQuery({ ...adminUsersQueryOptions(query), placeholderData: keepPreviousData });
}

/** An account's roles with one role given or taken, in the contract's order. */
export function rolesWith(roles: readonly string[], role: Role, held: boolean): Role[] {
  // Only the contract's roles can be sent (setRolesBody); the list is all of them, not a change.
  return ROLES.filter((r) => (r === role ? held : roles.includes(r)));
}

export interface SetRolesVariables {
  user: AdminUser;
  roles: Role[];
}

/** PUT /admin/users/{id}/roles: the account's whole role list. */
export function useSetRoles() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ user, roles }: SetRolesVariables) =>
      apiFetch<unknown>(`/admin/users/${encodeURIComponent(user.id)}/roles`, {
        method: 'PUT',
        body: { roles },
      }),
    onSuccess: async (_answer, { user, roles }) => {
      // The row changes in place; the lists are asked again on their next visit, so a filtered
      // list does not drop the row the admin is working on.
      queryClient.setQueriesData<AdminUserList>({ queryKey: adminQueryKeys.users() }, (list) =>
        list
          ? { ...list, users: list.users.map((u) => (u.id === user.id ? { ...u, roles } : u)) }
          : list,
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminQueryKeys.users(), refetchType: 'none' }),
        queryClient.invalidateQueries({ queryKey: adminQueryKeys.audit() }),
        // The admin's own provider role shows in the account menu and Account Settings.
        queryClient.invalidateQueries({ queryKey: userInfoQueryOptions().queryKey }),
      ]);
    },
  });
}
