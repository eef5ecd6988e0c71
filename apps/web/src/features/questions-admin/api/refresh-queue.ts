import { useQueryClient } from '@tanstack/react-query';
import { questionsAdminKeys } from './query-keys';

/**
 * Fetches the queue again after an answer or a hide/show. The requests themselves (PUT
 * /questions/{id}/answer and /hidden) live with the learning feature's answer form, shared with
 * the player.
 */
export function useRefreshQueue() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: questionsAdminKeys.lists() });
}
