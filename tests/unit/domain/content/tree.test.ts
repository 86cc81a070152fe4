import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nestTree, planMove as planMoveRule, type TreeNode, type TreeRow } from '#domain/content/tree.ts';
import { wordedRule } from '../../../support/worded-rules.ts';

const planMove = wordedRule(planMoveRule);

const row = (id: number, parentId: number | null, position: number, depth: number, extra = {}): TreeRow => ({
  id,
  parentId,
  position,
  depth,
  ...extra,
});

const shape = (node: TreeNode): unknown => ({ id: node.id, children: node.children.map(shape) });

describe('nestTree', () => {
  it('nests descendants under their parents, whatever order the rows come in', () => {
    const rows = [row(1, null, 0, 0), row(4, 2, 0, 2), row(3, 1, 1, 1), row(2, 1, 0, 1)];
    const tree = nestTree(rows, 1);
    expect(tree && shape(tree)).toEqual({
      id: 1,
      children: [
        { id: 2, children: [{ id: 4, children: [] }] },
        { id: 3, children: [] },
      ],
    });
  });

  it('orders siblings by position, then by id on a tie', () => {
    const rows = [row(10, null, 0, 0), row(13, 10, 2, 1), row(12, 10, 1, 1), row(11, 10, 1, 1)];
    const tree = nestTree(rows, 10);
    expect(tree?.children.map((child) => child.id)).toEqual([11, 12, 13]);
  });

  it('keeps the row fields except depth', () => {
    const tree = nestTree([row(1, null, 0, 0, { name: 'Cyclades', active: true })], 1);
    expect(tree).toEqual({
      id: 1,
      parentId: null,
      position: 0,
      name: 'Cyclades',
      active: true,
      children: [],
    });
    expect(tree).not.toHaveProperty('depth');
  });

  it('roots a subtree at a node that has a parent, without attaching it to that parent', () => {
    const rows = [row(5, 1, 3, 0), row(6, 5, 0, 1)];
    const tree = nestTree(rows, 5);
    expect(tree?.parentId).toBe(1);
    expect(tree && shape(tree)).toEqual({ id: 5, children: [{ id: 6, children: [] }] });
  });

  it('returns undefined when the root is not among the rows, and drops orphans', () => {
    expect(nestTree([row(2, 1, 0, 1)], 1)).toBeUndefined();
    expect(nestTree([], 1)).toBeUndefined();
    const tree = nestTree([row(1, null, 0, 0), row(7, 99, 0, 2)], 1);
    expect(tree?.children).toEqual([]);
  });

  it('places every row below the root exactly once', () => {
    fc.assert(
      fc.property(
        fc.array(fc.nat(1000), { maxLength: 30 }),
        fc.array(fc.nat(5), { maxLength: 30 }),
        (parents, positions) => {
          // Node i+2 hangs under some earlier node, so the rows always form a tree rooted at 1.
          const rows = [
            row(1, null, 0, 0),
            ...parents.map((p, i) => row(i + 2, (p % (i + 1)) + 1, positions[i] ?? 0, 1)),
          ];
          const tree = nestTree(rows, 1);
          const seen: number[] = [];
          const walk = (node: TreeNode) => {
            seen.push(node.id);
            for (let i = 1; i < node.children.length; i++) {
              const [a, b] = [node.children[i - 1]!, node.children[i]!];
              expect(a.position < b.position || (a.position === b.position && a.id < b.id)).toBe(true);
            }
            for (const child of node.children) {
              expect(child.parentId).toBe(node.id);
              walk(child);
            }
          };
          walk(tree!);
          expect(seen.sort((a, b) => a - b)).toEqual(rows.map((r) => r.id));
        },
      ),
    );
  });
});

describe('planMove', () => {
  const base = { source: 5, sourceBranch: new Set([5, 6, 7]) };

  it('appends the node as the last child of the target when no before is given', () => {
    expect(planMove({ ...base, target: 1, before: null, targetChildren: [2, 3] })).toEqual({
      ok: true,
      value: { parentId: 1, order: [2, 3, 5] },
    });
  });

  it('puts the node right before the given sibling', () => {
    expect(planMove({ ...base, target: 1, before: 3, targetChildren: [2, 3, 4] })).toEqual({
      ok: true,
      value: { parentId: 1, order: [2, 5, 3, 4] },
    });
    expect(planMove({ ...base, target: 1, before: 2, targetChildren: [2, 3] })).toEqual({
      ok: true,
      value: { parentId: 1, order: [5, 2, 3] },
    });
  });

  it('reorders a node among its current siblings without listing it twice', () => {
    expect(planMove({ ...base, target: 1, before: 2, targetChildren: [2, 3, 5] })).toEqual({
      ok: true,
      value: { parentId: 1, order: [5, 2, 3] },
    });
  });

  it('moves a node to the top level when the target is null', () => {
    expect(planMove({ ...base, target: null, before: null, targetChildren: [1, 9] })).toEqual({
      ok: true,
      value: { parentId: null, order: [1, 9, 5] },
    });
  });

  it('refuses to move a node under itself or its own descendants', () => {
    for (const target of [5, 6, 7]) {
      const result = planMove({ ...base, target, before: null, targetChildren: [] });
      expect(!result.ok && result.error).toEqual({
        code: 'invalidForm',
        message: 'target moveIntoOwnBranch',
      });
    }
  });

  it('refuses before being the moved node or not a child of the target', () => {
    const self = planMove({ ...base, target: 1, before: 5, targetChildren: [2, 5] });
    expect(!self.ok && self.error.message).toBe('before moveBeforeItself');
    const stranger = planMove({ ...base, target: 1, before: 8, targetChildren: [2, 3] });
    expect(!stranger.ok && stranger.error.message).toBe('before beforeNotAChild');
  });

  it('yields the target children with the node added exactly once, before the chosen sibling', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 10, max: 99 }), { maxLength: 10 }),
        fc.boolean(),
        fc.nat(),
        (children, includeSource, pick) => {
          const targetChildren = includeSource ? [...children, 5] : children;
          const before = children.length > 0 && pick % 2 === 0 ? children[pick % children.length]! : null;
          const result = planMove({ ...base, target: 1, before, targetChildren });
          expect(result.ok).toBe(true);
          if (!result.ok) return;
          const { order } = result.value;
          expect(order.filter((id) => id === 5)).toHaveLength(1);
          expect(order.filter((id) => id !== 5)).toEqual(children);
          if (before === null) expect(order.at(-1)).toBe(5);
          else expect(order[order.indexOf(5) + 1]).toBe(before);
        },
      ),
    );
  });
});
