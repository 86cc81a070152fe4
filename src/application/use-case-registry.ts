/**
 * What an area of the application offers the web, the worker's pages and MCP (issue #50 "register once"): its
 * use cases by the name callers use, each named once, by its class. The container resolves such a tree
 * (`resolveServices`), and the callers' type is derived from it, so no list of use cases is written twice.
 */
type UseCaseClass = abstract new (...args: never[]) => object;

export interface UseCaseTree {
  readonly [name: string]: UseCaseClass | UseCaseTree;
}

/** The use cases of a tree as callers get them: each class as its instance, each group as its own tree. */
export type ServicesOf<T extends UseCaseTree> = {
  [K in keyof T]: T[K] extends UseCaseClass
    ? InstanceType<T[K]>
    : T[K] extends UseCaseTree
      ? ServicesOf<T[K]>
      : never;
};
