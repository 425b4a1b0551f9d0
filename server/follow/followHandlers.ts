import { CreateUserSubscription, DeleteUserSubscription } from "../../domain/follow/followCommands";
import { signedInHandler } from "../accounts/commands/accountHandler";
import { followUser, unfollowUser } from "./follow";

/** The follow commands of the `funsclub-users` service. */
export const followHandlers = [
  signedInHandler(CreateUserSubscription, (principal, { targetUserId }) =>
    followUser(principal, targetUserId),
  ),
  signedInHandler(DeleteUserSubscription, (principal, { targetUserId }) =>
    unfollowUser(principal, targetUserId),
  ),
];
