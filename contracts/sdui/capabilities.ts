import { blockCatalogue, type BlockType } from './blocks/catalogue';

/** Request header in which a client lists the block versions it renders. */
export const CAPABILITIES_HEADER = 'x-sdui-capabilities';

export type Capabilities = ReadonlyMap<string, ReadonlySet<number>>;

/** `hero@1,steps@1,steps@2` — compact and cache-friendly. */
export function formatCapabilities(entries: Iterable<readonly [string, Iterable<number>]>): string {
  const parts: string[] = [];
  for (const [type, versions] of entries) for (const v of versions) parts.push(`${type}@${v}`);
  return parts.sort().join(',');
}

/** Parses the header; malformed entries are ignored rather than failing the screen. */
export function parseCapabilities(header: string | undefined): Capabilities | undefined {
  if (header === undefined || header.trim() === '') return undefined;
  const caps = new Map<string, Set<number>>();
  for (const part of header.split(',')) {
    const match = /^([a-z][a-z0-9-]*)@([0-9]{1,3})$/.exec(part.trim());
    if (!match) continue;
    const [, type, v] = match as unknown as [string, string, string];
    const versions = caps.get(type) ?? new Set<number>();
    versions.add(Number(v));
    caps.set(type, versions);
  }
  return caps;
}

/** Everything protocol 1 defines: what a client without the header is assumed to render. */
export function fullCapabilities(): Capabilities {
  return new Map(
    (Object.keys(blockCatalogue) as BlockType[]).map((type) => [type, new Set(Object.keys(blockCatalogue[type]).map(Number))]),
  );
}

export function canRender(caps: Capabilities, type: string, v: number): boolean {
  return caps.get(type)?.has(v) ?? false;
}
