import { GetExternalProviders } from "../../../domain/accounts/externalLogin";
import { rpcHandler } from "../../rpc/RpcHandler";
import { ExternalProviders } from "../external/ExternalProviders";

/** The `auth` service's list of external login providers, for the auth providers sheet. */
export const externalLoginHandlers = [
  rpcHandler(GetExternalProviders, () =>
    ExternalProviders.useSync(({ list }) => ({ providers: list.map(({ id, name }) => ({ id, name })) })),
  ),
];
