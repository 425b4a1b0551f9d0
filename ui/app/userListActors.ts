import { fromPromise } from "xstate";
import {
  type UserListLoad,
  type UserListPage,
  userListMachine,
} from "../../machines/follow/userListMachine.ts";
import type { FollowDeps } from "./followDeps.ts";
import { createLoadUsers } from "./userListServices.ts";

const made = new WeakMap<FollowDeps["profile"], typeof userListMachine>();

/**
 * The user-subscriptions sheet's list logic over the root's services; it comes with the sheet's chunk,
 * not with the follow button's. One per app (keyed like the follow actor).
 */
export const userListLogicOf = (deps: FollowDeps): typeof userListMachine => {
  let logic = made.get(deps.profile);
  if (!logic) {
    const loadUsers = createLoadUsers(deps);
    logic = userListMachine.provide({
      actors: {
        loadUsers: fromPromise<UserListPage, UserListLoad>(({ input, signal }) => loadUsers(input, signal)),
      },
    });
    made.set(deps.profile, logic);
  }
  return logic;
};
