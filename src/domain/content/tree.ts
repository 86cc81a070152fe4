import { fieldRefusal, type Refusal } from '../errors/refusal.ts';
import { messages as m } from '../errors/validation-message-keys.ts';
import { err, ok, type Result } from '../shared/result.ts';

/** A row of a tree entity as the store returns it, with its depth below the node asked about. */
export interface TreeRow {
  id: number;
  parentId: number | null;
  position: number;
  depth: number;
  [field: string]: unknown;
}

export interface TreeNode {
  id: number;
  parentId: number | null;
  position: number;
  children: TreeNode[];
  [field: string]: unknown;
}

/** Nests rows (the node first, then its descendants in any order) into the node with ordered children. */
export function nestTree(rows: readonly TreeRow[], rootId: number): TreeNode | undefined {
  const nodes = new Map<number, TreeNode>();
  for (const { depth: _depth, ...row } of rows) nodes.set(row.id, { ...row, children: [] });
  for (const node of nodes.values()) {
    if (node.id === rootId || node.parentId === null) continue;
    nodes.get(node.parentId)?.children.push(node);
  }
  for (const node of nodes.values()) {
    node.children.sort((a, b) => a.position - b.position || a.id - b.id);
  }
  return nodes.get(rootId);
}

export interface MovePlan {
  /** The new parent; null moves the node to the top level. */
  parentId: number | null;
  /** The sibling ids under the new parent in their new order, the moved node included. */
  order: number[];
}

/**
 * Where `PUT {entity}/{source}/{target}?before={id}` puts the source: as the last child of the target, or
 * right before the sibling `before`. A node cannot move under itself or one of its descendants: that would
 * cut its branch off the tree.
 */
export function planMove(input: {
  source: number;
  target: number | null;
  before: number | null;
  /** Ids of the source and of every node below it. */
  sourceBranch: ReadonlySet<number>;
  /** The current children of the target, in order. */
  targetChildren: readonly number[];
}): Result<MovePlan, Refusal> {
  const { source, target, before, sourceBranch, targetChildren } = input;
  if (target !== null && sourceBranch.has(target)) {
    return err(fieldRefusal('invalidForm', 'target', m.moveIntoOwnBranch));
  }
  if (before === source) return err(fieldRefusal('invalidForm', 'before', m.moveBeforeItself));
  const siblings = targetChildren.filter((id) => id !== source);
  if (before === null) return ok({ parentId: target, order: [...siblings, source] });
  const index = siblings.indexOf(before);
  if (index < 0) return err(fieldRefusal('invalidForm', 'before', m.beforeNotAChild));
  return ok({ parentId: target, order: [...siblings.slice(0, index), source, ...siblings.slice(index)] });
}
