// tools/list stays within what an agent can afford in each configuration (tools-list-budget.ts): a row whose
// description, input or output schema grows the listing past a budget fails here, before the bench sees it.
import { beforeAll, describe, expect, it } from 'vitest';
import type { AnyToolDefinition } from '../mcp/tool-definition.ts';
import { fullToolTable } from './tool-docs.ts';
import { budgetTarget, listedWith, TOOLS_LIST_BUDGETS, toolsListCost } from './tools-list-budget.ts';

let table: readonly AnyToolDefinition[];
beforeAll(async () => {
  table = await fullToolTable();
});

describe('tools/list budgets', () => {
  for (const budget of TOOLS_LIST_BUDGETS) {
    it(`${budget.name}: ${budgetTarget(budget)}`, () => {
      const cost = toolsListCost(budget, listedWith(table, budget.settings('/data')));
      expect(cost.unwanted, 'tools listed that this configuration must not list').toEqual([]);
      expect(cost.tools, 'tools listed').toBeLessThanOrEqual(budget.maxTools ?? Infinity);
      expect(cost.bytes, 'bytes of the tools/list result').toBeLessThanOrEqual(budget.maxBytes);
      expect(cost.pass).toBe(true);
    });
  }

  it('counts what it should: the configurations differ, and a budget one byte too small fails', () => {
    const [none, defaults, all] = TOOLS_LIST_BUDGETS.map((budget) => toolsListCost(budget, listedWith(table, budget.settings('/data'))));
    expect(none!.tools).toBeLessThan(defaults!.tools);
    expect(defaults!.tools).toBeLessThan(all!.tools);
    // list_toolsets and enable_toolset are listed only on a connection that named its toolsets.
    expect(all!.tools).toBe(table.filter((row) => !row.onlyWhenNarrowed).length);
    const tight = { ...TOOLS_LIST_BUDGETS[2]!, maxBytes: all!.bytes - 1 };
    expect(toolsListCost(tight, listedWith(table, tight.settings('/data'))).pass).toBe(false);
  });
});
