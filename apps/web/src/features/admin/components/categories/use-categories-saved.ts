import { useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '../../api';

/** After a change: the admin list and the shop's menus both refetch. */
export function useCategoriesSaved() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: adminKeys.categories });
    void client.invalidateQueries({ queryKey: ['catalog', 'categories'] });
  };
}
