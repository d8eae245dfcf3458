#!/usr/bin/env node
/**
 * Summarises a V8 .cpuprofile (from `node --cpu-prof`): the functions with the most self time and the most
 * inclusive time (each function counted once per stack, so recursion is not double-counted), in % of samples.
 *
 *   node bench/lib/cpu-profile.mjs <file.cpuprofile> [top=30] [filter=regex on "name url"]
 *   env: PROFILE_LAST_MS (only the samples of the profile's last N ms, e.g. the measured load without start-up)
 */
import { readFileSync } from 'node:fs';

const [file, topArg, filterArg] = process.argv.slice(2);
const top = Number(topArg ?? 30);
const filter = filterArg ? new RegExp(filterArg) : null;
const profile = JSON.parse(readFileSync(file, 'utf8'));

const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const parent = new Map();
for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);

const shortUrl = (url) =>
  url
    .replace(/^file:\/\//, '')
    .replace(/^.*node_modules\//, '~/')
    .replace(/^.*\/apps\//, 'apps/');
const keyOf = (node) => {
  const frame = node.callFrame;
  return `${frame.functionName || '(anonymous)'} ${shortUrl(frame.url)}:${frame.lineNumber + 1}`;
};

// Time per sample: timeDeltas[i] is the time before sample i.
const selfTime = new Map();
let total = 0;
const from = process.env.PROFILE_LAST_MS
  ? profile.endTime - Number(process.env.PROFILE_LAST_MS) * 1000
  : -Infinity;
let at = profile.startTime;
profile.samples.forEach((id, index) => {
  const delta = profile.timeDeltas[index] ?? 0;
  at += delta;
  if (at < from) return;
  selfTime.set(id, (selfTime.get(id) ?? 0) + delta);
  total += delta;
});

const self = new Map();
const inclusive = new Map();
for (const [id, time] of selfTime) {
  const node = nodes.get(id);
  self.set(keyOf(node), (self.get(keyOf(node)) ?? 0) + time);
  const seen = new Set();
  for (let current = id; current !== undefined; current = parent.get(current)) {
    const key = keyOf(nodes.get(current));
    if (seen.has(key)) continue;
    seen.add(key);
    inclusive.set(key, (inclusive.get(key) ?? 0) + time);
  }
}

function print(title, map) {
  console.log(`\n${title} (of ${(total / 1000).toFixed(0)} ms sampled)`);
  [...map]
    .filter(([key]) => !filter || filter.test(key))
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .forEach(([key, time]) => console.log(`${((time / total) * 100).toFixed(1).padStart(5)} %  ${key}`));
}
print('self time', self);
print('inclusive time', inclusive);
