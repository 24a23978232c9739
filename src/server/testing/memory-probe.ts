// Preloaded (`--import`) into a server process that a load test or the soak spawns with --expose-gc and an
// IPC channel: asked for 'memory', it collects garbage fully and answers the heap and RSS, so what the
// process keeps shows as growth after a GC rather than as garbage not yet collected.
const collect = (globalThis as { gc?: () => void }).gc;

process.channel?.unref();
process.on('message', (message) => {
  if (message !== 'memory' || !collect) return;
  for (let pass = 0; pass < 3; pass++) collect();
  const { heapUsed, rss } = process.memoryUsage();
  process.send?.({ heapUsed, rss });
});
