import { z } from 'zod';
import type { AppServices } from '../composition-root.js';
import { issuedPartnerKeyJson, partnerKeyJson } from '../openapi/partner-keys-response.schemas.js';
import { presentIssuedPartnerKey, presentPartnerKey } from '../presenters/partner-keys.presenter.js';
import { defineRoute, type RestRoute } from './rest-route.js';

/**
 * Partner API keys (issue 11 item 10b; docs/partners.md), admins only. Part of the one route table
 * (api.routes.ts). The keys themselves open POST /graphql only, read-only on the public catalog.
 */
export function partnerKeyRoutes(services: AppServices): readonly RestRoute[] {
  const { partnerKeys } = services;
  const tags = ['Partners'];
  return [
    defineRoute({
      method: 'get',
      path: '/secure-admin/partner-keys',
      useCase: partnerKeys.list,
      operationId: 'listPartnerKeys',
      input: {},
      present: (list) => list.map(presentPartnerKey),
      summary: 'Every partner API key, revoked ones too, newest first (admins only)',
      description: 'Name, prefix, limits, who issued it and when, last use and revocation; never the key or its hash.',
      tags,
      response: { description: 'The keys', schema: z.array(partnerKeyJson) },
    }),
    defineRoute({
      method: 'post',
      path: '/secure-admin/partner-keys',
      useCase: partnerKeys.issue,
      operationId: 'issuePartnerKey',
      input: { body: 'all' },
      status: 201,
      present: presentIssuedPartnerKey,
      summary: 'Issue a partner API key (admins only)',
      description:
        '`name` 3 to 80 characters, unique among active keys in any letter case; `requestsPerMinute` 1 to 600 ' +
        '(60 when blank) and `maxQueryCost` 50 to 1000 (1000 when blank), numbers or their digits. The answer ' +
        'carries the key itself in `secret`, this once: only its SHA-256 is stored. Audited.',
      tags,
      response: { description: 'The key as listed, and the key itself', schema: issuedPartnerKeyJson },
      errors: ['PARTNER_KEY.NAME_TAKEN'],
    }),
    defineRoute({
      method: 'delete',
      path: '/secure-admin/partner-keys/:id',
      useCase: partnerKeys.revoke,
      operationId: 'revokePartnerKey',
      input: { path: { id: 'id' } },
      present: presentPartnerKey,
      summary: 'Revoke a partner API key (admins only)',
      description:
        'From the next request on the key is refused (401 PARTNER_KEY.INVALID). The key stays listed as revoked. ' +
        'Revoking a revoked key changes nothing and answers it as it is. Audited.',
      tags,
      response: { description: 'The key, revoked', schema: partnerKeyJson },
      errors: ['PARTNER_KEY.NOT_FOUND'],
    }),
  ];
}
