import { DEMO_EMAIL_DOMAIN } from "../tips/demo/demoRoster";

/**
 * Simulated users (the demo's tipsters and chat fans) are the accounts on the demo's reserved address
 * domain, which takes no mail and no sign-in: the mark their profile and their chat messages show, read
 * from the address rather than a column of its own, as the demo's queries already do.
 */
export const isSimulatedEmail = (email: string): boolean => email.endsWith(`@${DEMO_EMAIL_DOMAIN}`);

/** The same test in SQL, over a `users.email` column expression. */
export const simulatedSql = (emailColumn: string): string => `(${emailColumn} LIKE '%@${DEMO_EMAIL_DOMAIN}')`;
