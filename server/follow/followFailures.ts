import { FollowErrorCode } from "../../domain/follow/followCommands";
import { ApiFailure } from "../rpc/ApiFailure";

/** The follow graph's own catalogue failure; an unknown target is the accounts' `userNotFound`. */
export const FollowFailure = {
  selfFollow: () => ApiFailure.of(FollowErrorCode.selfFollow, "BAD_REQUEST", "You cannot follow yourself"),
};
