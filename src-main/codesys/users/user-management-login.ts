// The login to the project's user management that changing users, groups and object rights needs (the users
// toolset's user and object-access rows share it).
import { boundedString } from '../../mcp/input-limits.ts';

/**
 * Changing project users, groups or object rights needs a login to the project's user management (a peer saw it live
 * on SP21 Patch 5). The templates keep a user logged on in CODESYS; otherwise they log in with these, passed as data
 * (the password's key keeps it out of the audit, the card and the log), and log out again after the change.
 */
/** A project user's or group's login name. */
export const loginNameField = (what: string) =>
  boundedString(64, what)
    .min(1)
    .regex(/^[^\s"'\\/][^"'\\/\n]*$/, `${what} is a login name on one line, without quotes, slashes or leading spaces`);

export const userManagementLoginFields = {
  login_user: loginNameField('login_user')
    .optional()
    .describe('The user management login when nobody is logged on in CODESYS; default Owner'),
  login_password: boundedString(128, 'login_password').optional().describe("login_user's password; default none (a new project's Owner has none)"),
};

/** The template's `credentials` for the login fields; none given: the template logs in as Owner without a password. */
export function userManagementCredentials(args: { login_user?: string | undefined; login_password?: string | undefined }): { credentials?: { user: string; password: string } } {
  return args.login_user || args.login_password ? { credentials: { user: args.login_user || 'Owner', password: args.login_password ?? '' } } : {};
}

/** The card's line about that login. */
export function userManagementLoginLine(args: { login_user?: string | undefined }): string {
  return `Logs in to the user management as ${args.login_user || 'Owner'} for the change, unless a user is logged on in CODESYS.`;
}
