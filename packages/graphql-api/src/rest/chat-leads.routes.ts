import type { AppServices } from '../composition-root.js';
import { chatLeadJson, chatLeadListJson } from '../openapi/chat-leads-response.schemas.js';
import { presentChatLead, presentChatLeadList } from '../presenters/chat-leads.presenter.js';
import { defineRoute, type RestRoute } from './rest-route.js';

/**
 * The Chat Leads page (accounts spec §2, §7 'Admin: chat leads'), admins only. Part of the one route table
 * (api.routes.ts); the rules (filters, paging, what marking contacted sets) live in the use cases.
 */
export function chatLeadRoutes(services: AppServices): readonly RestRoute[] {
  const { chatLeads } = services;
  const tags = ['Chat leads'];
  return [
    defineRoute({
      method: 'get',
      path: '/admin/chat-leads',
      useCase: chatLeads.list,
      input: { query: ['interestLevel', 'contacted', 'page', 'pageSize'] },
      present: presentChatLeadList,
      summary: 'The chat leads, newest first, a page at a time (admins only)',
      description:
        '`interestLevel` is one of initial, interested, qualified, contacted; `contacted` is true or false; blank ' +
        'or absent means no filter. `page` starts at 1; `pageSize` is 1 to 100 (20 unless given). `total` counts ' +
        'every matching lead. Each lead carries the last 3 turns of its conversation.',
      tags,
      response: { description: 'One page of leads and the total', schema: chatLeadListJson },
    }),
    defineRoute({
      method: 'patch',
      path: '/admin/chat-leads/:id/contact',
      useCase: chatLeads.markContacted,
      input: { path: { id: 'id' } },
      present: presentChatLead,
      summary: 'Mark a chat lead contacted (admins only)',
      description:
        'No body. Sets `isContacted`, `contactedAt` (now) and `interestLevel` contacted; audited ' +
        '(`chat_lead.contacted`). A lead already contacted is answered unchanged (its first contact time kept) ' +
        'and nothing is written.',
      tags,
      response: { description: 'The lead as now stored', schema: chatLeadJson },
      errors: ['CHAT_LEAD.NOT_FOUND'],
    }),
  ];
}
