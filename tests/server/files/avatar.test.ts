import { Schema } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UpdateUserProfile } from "../../../domain/accounts/profileCommands";
import { UploadAnswer } from "../../../domain/files/fileRoutes";
import { closeDatabases } from "../../helpers/testDatabase";
import {
  type AccountsServer,
  call,
  expectFailure,
  expectOk,
  signedInUser,
  startAccountsServer,
} from "../accounts/accountsHarness";
import { authProfileOf, makePng, readFile, upload } from "./filesHarness";

let server: AccountsServer;
beforeAll(async () => {
  server = await startAccountsServer();
});
afterAll(async () => {
  await server.close();
  await closeDatabases();
});

const uploadPng = async (accessToken: string) =>
  Schema.decodeUnknownSync(UploadAnswer)(
    expectOk(
      await upload(server, { bytes: await makePng(64, 64), type: "image/png", name: "me.png" }, accessToken),
    ),
  );

describe("the avatar (update_user_profile avatarFileId, authProfile avatarUrl)", () => {
  it("starts empty, is set to an own upload, shown by the profile, and removed with null", async () => {
    const { user, token } = await signedInUser(server);
    const before = await authProfileOf(server, token.accessToken);
    expect([before.avatarUrl, before.avatarDto]).toEqual([null, null]);

    const file = await uploadPng(token.accessToken);
    expect(
      expectOk(await call(server, UpdateUserProfile, { avatarFileId: file.fileId }, token.accessToken)),
    ).toEqual({ id: user.userId, name: "Ann Smith", biography: null, avatarUrl: file.url });
    const profile = await authProfileOf(server, token.accessToken);
    expect(profile.avatarUrl).toBe(file.url);
    expect(profile.avatarDto).toEqual({
      id: file.fileId,
      fileName: `${file.fileId}.webp`,
      mimeType: "image/webp",
      size: expect.any(Number),
      path: file.url,
    });
    const { response, bytes } = await readFile(server, profile.avatarUrl!);
    expect(response.headers.get("content-type")).toBe("image/webp");
    expect(bytes.length).toBe(profile.avatarDto!.size);

    // Changing other fields keeps the avatar.
    expect(
      expectOk(await call(server, UpdateUserProfile, { biography: "Tipster" }, token.accessToken)),
    ).toMatchObject({ avatarUrl: file.url });

    expect(
      expectOk(await call(server, UpdateUserProfile, { avatarFileId: null }, token.accessToken)),
    ).toMatchObject({ avatarUrl: null });
    const after = await authProfileOf(server, token.accessToken);
    expect([after.avatarUrl, after.avatarDto]).toEqual([null, null]);
    // The file itself stays readable at its public path.
    expect((await readFile(server, file.url)).response.status).toBe(200);
  });

  it("refuses someone else's file as if it did not exist, and leaves the profile as it was", async () => {
    const owner = await signedInUser(server);
    const other = await signedInUser(server);
    const theirs = await uploadPng(owner.token.accessToken);
    const mine = await uploadPng(other.token.accessToken);
    expectOk(await call(server, UpdateUserProfile, { avatarFileId: mine.fileId }, other.token.accessToken));

    expectFailure(
      await call(
        server,
        UpdateUserProfile,
        { avatarFileId: theirs.fileId, name: "Mallory" },
        other.token.accessToken,
      ),
      404,
      "file.not_found",
    );
    const profile = await authProfileOf(server, other.token.accessToken);
    expect([profile.name, profile.avatarUrl]).toEqual(["Ann Smith", mine.url]);
  });

  it("refuses an unknown file id (404) and a malformed one (400)", async () => {
    const { token } = await signedInUser(server);
    expectFailure(
      await call(
        server,
        UpdateUserProfile,
        { avatarFileId: "00000000-0000-4000-8000-000000000000" },
        token.accessToken,
      ),
      404,
      "file.not_found",
    );
    expectFailure(
      await call(server, UpdateUserProfile, { avatarFileId: "../../etc/passwd" }, token.accessToken),
      400,
      "rpc.invalid_payload",
    );
  });
});
