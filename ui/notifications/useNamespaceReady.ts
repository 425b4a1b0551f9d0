import { useEffect, useState } from "react";
import { useAppActors } from "../app/hooks.ts";
import type { PageNamespace } from "../i18n/namespaces.ts";

/** Whether a namespace's strings are loaded (asked for on first use; a part shown later waits on it). */
export const useNamespaceReady = (namespace: PageNamespace): boolean => {
  const { strings } = useAppActors();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    void strings([namespace]).then(() => {
      if (live) setReady(true);
    });
    return () => {
      live = false;
    };
  }, [strings, namespace]);
  return ready;
};
