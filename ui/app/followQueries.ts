import { Schema } from "effect";

/**
 * The parts of the `users` service's `user(id)` (public user, accounts spec section 3) that the
 * user-subscriptions sheet reads: a user's two lists, and a row's name and avatar. Narrower than
 * `PUBLIC_USER_QUERY`, so a page of rows costs the server no statistics.
 */
export const USER_LISTS_QUERY = /* GraphQL */ `
  query UserLists($id: ID!) {
    user(id: $id) {
      followersIds
      followingIds
    }
  }
`;

export const UserListsAnswer = Schema.Struct({
  user: Schema.NullOr(
    Schema.Struct({ followersIds: Schema.Array(Schema.String), followingIds: Schema.Array(Schema.String) }),
  ),
});

export const LISTED_USER_QUERY = /* GraphQL */ `
  query ListedUser($id: ID!) {
    user(id: $id) {
      id
      name
      avatar
    }
  }
`;

export const ListedUserAnswer = Schema.Struct({
  user: Schema.NullOr(
    Schema.Struct({ id: Schema.String, name: Schema.String, avatar: Schema.NullOr(Schema.String) }),
  ),
});
