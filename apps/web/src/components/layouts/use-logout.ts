import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';

export function useLogout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async () => {
    // loaded on demand: keeps the HTTP client out of the shell's first download
    const { logout } = await import('@/lib/logout');
    await logout();
    queryClient.clear();
    await navigate(paths.home.getHref());
  };
}
