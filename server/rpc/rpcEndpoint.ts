import type { IncomingMessage, ServerResponse } from "node:http";
import { Cause, Effect, Exit, type ManagedRuntime, Schema } from "effect";
import { apiError, RpcErrorCode } from "../../domain/rpc/errors";
import { isRpcService, RPC_GET_PAYLOAD_PARAM, RPC_MAX_BODY_BYTES } from "../../domain/rpc/services";
import { isConnectionFailure } from "../db/connectionFailure";
import { DatabaseError } from "../db/Database";
import type { ClientAddressOf } from "../http/clientAddress";
import { BodyTooLarge, readBody } from "../http/readBody";
import { sendApiErrors, sendJsonCompressed } from "../http/respond";
import type { Logger } from "../log";
import { ApiFailure } from "./ApiFailure";
import type { RpcHandler, RpcRequest } from "./RpcHandler";

export interface RpcEndpointOptions<R> {
  readonly handlers: ReadonlyArray<RpcHandler<R>>;
  readonly runtime: ManagedRuntime.ManagedRuntime<R, never>;
  readonly logger: Logger;
  /** The client's address for rate limits (server/http/clientAddress.ts); the socket's peer by default. */
  readonly clientAddress?: ClientAddressOf;
}

/** The token of an `Authorization: Bearer …` header (also read by the file upload endpoint). */
export const bearer = (header: string | undefined): string | undefined => {
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
};

/** The raw payload of either form: POST JSON body, or GET `payload` = base64 of the JSON. */
const readPayload = async (req: IncomingMessage, url: URL): Promise<unknown> => {
  let text: string;
  if (req.method === "GET") {
    const encoded = url.searchParams.get(RPC_GET_PAYLOAD_PARAM);
    if (encoded === null || encoded === "") return {};
    if (!/^[A-Za-z0-9+/_-]*={0,2}$/.test(encoded)) {
      throw ApiFailure.of(
        RpcErrorCode.malformedPayloadParam,
        "BAD_REQUEST",
        "The payload parameter is not base64",
      );
    }
    text = Buffer.from(encoded, "base64").toString("utf8");
  } else {
    const type = req.headers["content-type"] ?? "";
    if (type.startsWith("multipart/")) {
      throw ApiFailure.of(
        RpcErrorCode.unsupportedMediaType,
        "BAD_REQUEST",
        "RPC bodies are JSON; uploads have their own endpoint",
      );
    }
    let body: Buffer;
    try {
      body = await readBody(req, RPC_MAX_BODY_BYTES);
    } catch (error) {
      throw error instanceof BodyTooLarge
        ? ApiFailure.of(RpcErrorCode.payloadTooLarge, "PAYLOAD_TOO_LARGE", error.message)
        : ApiFailure.of(RpcErrorCode.malformedJson, "BAD_REQUEST", "The request body could not be read");
    }
    text = body.toString("utf8");
    if (text.trim() === "") return {};
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw ApiFailure.of(RpcErrorCode.malformedJson, "BAD_REQUEST", "The payload is not valid JSON");
  }
};

/**
 * Serves `/{service}__api/rpc/{command}`. Every payload is decoded with the command's Schema at this
 * edge; handlers only ever see valid values. Unexpected defects are logged and answered as a generic
 * internal error, so no stack trace leaves the server.
 */
export const makeRpcEndpoint = <R>({
  handlers,
  runtime,
  logger,
  clientAddress = (req) => req.socket.remoteAddress ?? "",
}: RpcEndpointOptions<R>) => {
  const byPath = new Map(handlers.map((h) => [`${h.command.service}/${h.command.name}`, h]));

  /**
   * The edge in plain code: service, method, command and the payload decoded with its Schema. Only the
   * handler runs on the runtime, so a small command pays for one fiber, not for every check (issue 10's
   * get_current_time bench). A refusal is thrown as the ApiFailure it answers with.
   */
  const accept = async (req: IncomingMessage, url: URL, service: string, command: string) => {
    if (!isRpcService(service)) {
      throw ApiFailure.of(RpcErrorCode.unknownService, "NOT_FOUND", `Unknown service ${service}`);
    }
    if (req.method !== "GET" && req.method !== "POST") {
      throw ApiFailure.of(
        RpcErrorCode.methodNotAllowed,
        "METHOD_NOT_ALLOWED",
        "Only GET and POST are supported",
      );
    }
    const handler = byPath.get(`${service}/${command}`);
    if (!handler) {
      throw ApiFailure.of(
        RpcErrorCode.unknownCommand,
        "NOT_FOUND",
        `Unknown command ${command} on ${service}`,
      );
    }
    if (req.method === "GET" && handler.command.postOnly) {
      throw ApiFailure.of(
        RpcErrorCode.methodNotAllowed,
        "METHOD_NOT_ALLOWED",
        `${command} carries a secret: send it with POST, never in a URL`,
      );
    }
    const raw = await readPayload(req, url);
    const decoded = Schema.decodeUnknownExit(handler.command.payload)(raw, { onExcessProperty: "error" });
    if (Exit.isFailure(decoded)) {
      const issue = Cause.squash(decoded.cause);
      const message = Schema.isSchemaError(issue) ? issue.message : "Invalid payload";
      throw ApiFailure.of(
        RpcErrorCode.invalidPayload,
        "BAD_REQUEST",
        `Invalid payload for ${command}: ${message}`,
      );
    }
    const request: RpcRequest = {
      accessToken: bearer(req.headers.authorization),
      ip: clientAddress(req),
      userAgent: String(req.headers["user-agent"] ?? ""),
    };
    return Effect.map(handler.handle(decoded.value, request), (answer) =>
      Schema.encodeUnknownSync(handler.command.success)(answer),
    );
  };

  const databaseUnavailable = (error: unknown): boolean =>
    (error instanceof DatabaseError && error.unavailable === true) || isConnectionFailure(error);

  return async (req: IncomingMessage, res: ServerResponse, url: URL, service: string, command: string) => {
    let program: Effect.Effect<unknown, ApiFailure, R>;
    try {
      program = await accept(req, url, service, command);
    } catch (error) {
      if (!(error instanceof ApiFailure)) throw error;
      sendApiErrors(res, error.errors);
      return;
    }
    const exit = await runtime.runPromiseExit(program);
    if (Exit.isSuccess(exit)) {
      await sendJsonCompressed(req, res, 200, exit.value);
      return;
    }
    const failure = Cause.findErrorOption(exit.cause);
    if (failure._tag === "Some" && failure.value instanceof ApiFailure) {
      sendApiErrors(res, failure.value.errors);
      return;
    }
    if (databaseUnavailable(Cause.squash(exit.cause))) {
      // Nothing was applied (a transaction that lost its connection rolls back): the client may retry.
      logger.warn("rpc refused: database unavailable", { service, command });
      res.setHeader("retry-after", "2");
      sendApiErrors(res, [
        apiError(
          RpcErrorCode.unavailable,
          "UNAVAILABLE",
          "The service is unavailable for a moment; try again",
        ),
      ]);
      return;
    }
    logger.error("rpc defect", { service, command, cause: Cause.pretty(exit.cause) });
    sendApiErrors(res, [apiError(RpcErrorCode.internal, "INTERNAL", "Internal server error")]);
  };
};
