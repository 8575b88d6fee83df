import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

interface District {
  id: string;
  name: string;
  bnName: string;
  division: string;
  divisionBn: string;
}

interface Area {
  id: string;
  name: string;
  bnName: string;
  kind: 'upazila' | 'thana';
}

const readJson = <T>(file: string): T =>
  JSON.parse(readFileSync(join(import.meta.dirname, 'data', file), 'utf8')) as T;

const districts = readJson<District[]>('districts.json');
const areas = readJson<Record<string, Area[]>>('areas.json');
const allAreas = Object.values(areas).flat();

const bangla = /[\u0980-\u09FF]/;

const namesOf = (districtId: string, kind: Area['kind']) =>
  (areas[districtId] ?? []).filter((a) => a.kind === kind).map((a) => a.name);

describe('districts.json', () => {
  it('has the 64 districts with unique ids', () => {
    expect(districts).toHaveLength(64);
    expect(new Set(districts.map((d) => d.id)).size).toBe(64);
    for (const d of districts) expect(d.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('names every district and its division in English and Bangla', () => {
    for (const d of districts) {
      expect(d.name.trim()).not.toBe('');
      expect(d.division.trim()).not.toBe('');
      expect(d.bnName).toMatch(bangla);
      expect(d.divisionBn).toMatch(bangla);
    }
  });

  it('is sorted by English name', () => {
    const names = districts.map((d) => d.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });
});

describe('areas.json', () => {
  it('has an areas list for every district and no other keys', () => {
    for (const d of districts) expect(areas[d.id]?.length, d.id).toBeGreaterThan(0);
    expect(Object.keys(areas).sort()).toEqual(districts.map((d) => d.id).sort());
  });

  it('uses ids that are unique across all districts and prefixed by the district', () => {
    expect(new Set(allAreas.map((a) => a.id)).size).toBe(allAreas.length);
    for (const [districtId, list] of Object.entries(areas)) {
      for (const a of list) expect(a.id.startsWith(`${districtId}-`), a.id).toBe(true);
    }
  });

  it('has at least 490 upazilas', () => {
    expect(allAreas.filter((a) => a.kind === 'upazila').length).toBeGreaterThanOrEqual(490);
  });

  it('gives every area a Bangla name in one Unicode form', () => {
    for (const a of allAreas) {
      expect(a.bnName, a.id).toMatch(bangla);
      expect(a.bnName, a.id).toBe(a.bnName.normalize('NFC'));
      expect(a.bnName, a.id).toBe(a.bnName.trim());
      expect(['upazila', 'thana']).toContain(a.kind);
    }
  });

  it('has Dhaka district’s upazilas and Dhaka city’s thanas', () => {
    expect(namesOf('dhaka', 'upazila').sort()).toEqual(['Dhamrai', 'Dohar', 'Keraniganj', 'Nawabganj', 'Savar']);
    const thanas = namesOf('dhaka', 'thana');
    expect(thanas).toEqual(expect.arrayContaining(['Dhanmondi', 'Gulshan', 'Mirpur', 'Uttara East', 'Uttara West', 'Motijheel']));
    expect(thanas.length).toBeGreaterThanOrEqual(45);
  });

  it('lets shoppers find Tongi under Gazipur', () => {
    expect(areas.gazipur?.find((a) => a.name === 'Tongi')).toMatchObject({ id: 'gazipur-tongi', kind: 'thana' });
  });
});
