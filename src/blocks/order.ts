/** SPEC §2.5: visit_us_header always renders first; the others keep the editor's order. Pure. */
export const FIRST_LAYOUT = 'visit_us_header'

export function orderBlocks<T extends { blockType: string }>(blocks: readonly T[]): T[] {
  return [
    ...blocks.filter((b) => b.blockType === FIRST_LAYOUT),
    ...blocks.filter((b) => b.blockType !== FIRST_LAYOUT),
  ]
}
