export function buildAll(outDir?: string): Promise<void>;
