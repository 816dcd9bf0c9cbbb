// Filled in by the adapters: builds the migrated database once per run.
export default async function setup(): Promise<void> {}
