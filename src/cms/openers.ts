/**
 * Decap's list and group controls by the id of the element each draws. A refused publish opens
 * the ones around a mistake through them (./refusals.tsx), the way Decap opens a field it is asked
 * to focus: "1" opens a list's second item, "" a closed group.
 */
export const openers = new Map<string, (path: string) => void>();
