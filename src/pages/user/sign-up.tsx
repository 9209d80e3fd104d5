/**
 * Pre-rendered at its own address (fast first paint, no layout shift); the account area's
 * router in `[...].tsx` renders it, as it renders any other /user/* path in the browser.
 */
import UserPages, { Head as UserHead } from './[...]';

export default UserPages;
export const Head = UserHead;
