export function buildAll(): Promise<void>;
