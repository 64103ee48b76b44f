import { apiRequest } from '../../lib/api';
import { queryClient } from '../../lib/query-client';

/** docs/product.md §4: the local session ends whether or not the server call succeeds. */
export async function logout(): Promise<void> {
  try {
    await apiRequest('POST', '/api/auth/logout', {});
  } catch (error) {
    console.error('Logout failed on the server; signing out locally.', error);
  }
  queryClient.clear();
  window.location.assign('/');
}
