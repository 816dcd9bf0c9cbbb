import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import { ChatLeadsDocument, MarkChatLeadContactedDocument, type ChatInterestLevel } from '../../../graphql/generated';

export interface ChatLeadFilters {
  readonly interestLevel: ChatInterestLevel | null;
  readonly contacted: boolean | null;
}

/** One page of chat leads, newest first, with the filters the page offers. */
export function useChatLeads(filters: ChatLeadFilters, page: number) {
  const { data, error, refetch } = useQuery(ChatLeadsDocument, {
    variables: { ...filters, page, pageSize: CHAT_LEADS_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  return { result: data?.chatLeads ?? null, error, refetch };
}

export const CHAT_LEADS_PAGE_SIZE = 20;

/**
 * Marks a lead contacted; the answer updates its card through the cache, and the list is asked again so the
 * filters and the total stay true.
 */
export function useMarkChatLeadContacted() {
  const [mutate, { loading }] = useMutation(MarkChatLeadContactedDocument, {
    refetchQueries: [ChatLeadsDocument],
    awaitRefetchQueries: true,
  });
  const mark = useCallback(
    async (id: number) => {
      await mutate({ variables: { id } });
    },
    [mutate],
  );
  return { mark, marking: loading };
}
