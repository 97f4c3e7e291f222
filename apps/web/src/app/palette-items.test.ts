import type { SearchResult } from '@shutterdesk/core';
import { describe, expect, it } from 'vitest';
import { isSearchable, matchingCommands, paletteCommands, paletteGroups, resultPath } from './palette-items';

const result = (kind: SearchResult['kind'], id: string, name: string): SearchResult => ({ kind, id, name });

describe('paletteGroups', () => {
  it('lists the results by kind in a fixed order, keeping the order within a kind, then the commands', () => {
    const groups = paletteGroups('ac', [
      result('lead', 'l1', 'Anna Lead'),
      result('client', 'c1', 'Anna Berg'),
      result('priorityTask', 'p1', 'Call Anna'),
      result('client', 'c2', 'Joanna'),
      result('routine', 't1', 'Plan Anna'),
    ]);
    expect(groups.map((group) => [group.heading, group.options.map((option) => option.label)])).toEqual([
      ['Clients', ['Anna Berg', 'Joanna']],
      ['Leads', ['Anna Lead']],
      ['Routines', ['Plan Anna']],
      ['Priority tasks', ['Call Anna']],
      ['Commands', ['Go to Account']],
    ]);
  });

  it('lists every command for a blank query and nothing when nothing matches', () => {
    expect(paletteGroups('  ', [])).toEqual([{ kind: 'command', heading: 'Commands', options: paletteCommands }]);
    expect(paletteGroups('zzqx', [])).toEqual([]);
  });

  it('gives every option a unique key', () => {
    const keys = paletteGroups('', [result('client', 'x', 'A'), result('lead', 'x', 'A')]).flatMap((group) =>
      group.options.map((option) => option.key),
    );
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('matchingCommands', () => {
  it('matches every word of the query anywhere in the label, case aside', () => {
    expect(matchingCommands('ADD').map((command) => command.label)).toEqual(['Add client', 'Add lead']);
    expect(matchingCommands('go lead').map((command) => command.label)).toEqual(['Go to Lead Flow']);
    expect(matchingCommands('%')).toEqual([]);
  });
});

describe('resultPath', () => {
  it('takes each kind to its row on its screen', () => {
    expect(resultPath({ kind: 'client', id: 'c 1' })).toBe('/clients?client=c+1');
    expect(resultPath({ kind: 'lead', id: 'l1' })).toBe('/leads?lead=l1');
    expect(resultPath({ kind: 'routine', id: 't1' })).toBe('/dashboard?task=t1');
    expect(resultPath({ kind: 'priorityTask', id: 'p1' })).toBe('/dashboard?task=p1');
  });
});

describe('isSearchable', () => {
  it('asks the server from two characters, blanks aside', () => {
    expect(isSearchable(' a ')).toBe(false);
    expect(isSearchable('ab')).toBe(true);
  });
});
