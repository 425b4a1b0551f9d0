import { describe, expect, it } from "vitest";
import { createTopicSubscriptions, type TopicPort } from "../../../ui/app/topicSubscriptions.ts";

/** A realtime client stand-in that records requests and lets the test push topic events. */
const fakePort = () => {
  const requests: string[] = [];
  const listeners = new Map<string, Set<(data: unknown) => void>>();
  const port: TopicPort = {
    subscribe: async (topic) => requests.push(`subscribe ${topic}`),
    unsubscribe: async (topic) => requests.push(`unsubscribe ${topic}`),
    messages: (topic, listener) => {
      const set = listeners.get(topic) ?? new Set();
      set.add(listener);
      listeners.set(topic, set);
      return () => set.delete(listener);
    },
  };
  const push = (topic: string, data: unknown) => {
    for (const listener of listeners.get(topic) ?? []) listener(data);
  };
  return { port, requests, push };
};

describe("createTopicSubscriptions", () => {
  it("subscribes on the first listener and unsubscribes when the last one leaves", () => {
    const { port, requests } = fakePort();
    const topics = createTopicSubscriptions(port);
    const stopA = topics.listen("line.live.s", () => {});
    const stopB = topics.listen("line.live.s", () => {});
    stopA();
    expect(requests).toEqual(["subscribe line.live.s"]);
    stopB();
    expect(requests).toEqual(["subscribe line.live.s", "unsubscribe line.live.s"]);
  });

  it("hands each listener the topic's events until it stops", () => {
    const { port, push } = fakePort();
    const topics = createTopicSubscriptions(port);
    const heard: unknown[] = [];
    const stop = topics.listen("line.event.e", (data) => heard.push(data));
    push("line.event.e", 1);
    push("line.live.other", 2);
    stop();
    push("line.event.e", 3);
    expect(heard).toEqual([1]);
  });

  it("ignores a second stop of the same listener (strict-mode double cleanup)", () => {
    const { port, requests } = fakePort();
    const topics = createTopicSubscriptions(port);
    const stopA = topics.listen("t", () => {});
    topics.listen("t", () => {});
    stopA();
    stopA();
    expect(requests).toEqual(["subscribe t"]);
  });

  it("reports a refused subscription without throwing", async () => {
    const failures: string[] = [];
    const topics = createTopicSubscriptions(
      {
        subscribe: () => Promise.reject(new Error("unknown topic")),
        unsubscribe: async () => undefined,
        messages: () => () => {},
      },
      (action, topic) => failures.push(`${action} ${topic}`),
    );
    topics.listen("nope", () => {});
    await Promise.resolve();
    await Promise.resolve();
    expect(failures).toEqual(["subscribe nope"]);
  });
});
