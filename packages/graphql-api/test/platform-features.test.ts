import { describe, expect, it } from 'vitest';
import { useTestServer } from '../src/testing/test-server.js';

/** Without a screening service the site must not claim that investors are screened (issue 22 item 7). */
describe('platform features without a screening service', () => {
  const server = useTestServer({ seed: false, env: { NODE_ENV: 'production', AML_SCREENING_URL: '' } });

  it('reports no AML screening, and the server screens nothing', async () => {
    const res = await server.graphql('{ platformFeatures { amlScreening } }');
    expect(res.status).toBe(200);
    expect(res.body.data.platformFeatures).toEqual({ amlScreening: false });
    expect(server.services.kycJobs.screenSubmissions).toBeNull();
  });
});
