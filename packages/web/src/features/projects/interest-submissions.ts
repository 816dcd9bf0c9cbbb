/**
 * Whether the server accepts project interests (POST /api/project-interests). Investor applications are a
 * later feature; until they ship, signed-in investors are pointed to the contact form instead of a form the
 * server would refuse. Turn this on with the applications feature.
 */
export const interestSubmissionsOpen: boolean = false;
