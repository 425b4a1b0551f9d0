/**
 * `make` once per deps object: the pages, their remounts and a route's prefetch share one logic (and what
 * it holds, such as a verification's shared answer) for as long as the root's deps live.
 */
export const onePerDeps = <D extends object, T>(make: (deps: D) => T): ((deps: D) => T) => {
  const made = new WeakMap<D, T>();
  return (deps) => {
    let value = made.get(deps);
    if (value === undefined) {
      value = make(deps);
      made.set(deps, value);
    }
    return value;
  };
};
