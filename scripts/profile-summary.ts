// Where a V8 CPU profile (node --cpu-prof) spent its time: self time per function and per package,
// the top entries of each. Usage: node --import tsx scripts/profile-summary.ts <file.cpuprofile> [count]
import { readFileSync } from 'node:fs';

type ProfileNode = { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; hitCount?: number };
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

const [file, countArgument] = process.argv.slice(2);
if (!file) {
  console.error('Usage: profile-summary.ts <file.cpuprofile> [count]');
  process.exit(1);
}
const count = Number(countArgument ?? 25);
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((node) => [node.id, node]));

// Sample i lasted timeDeltas[i + 1]; attribute it to the sampled node's function.
const selfMicros = new Map<number, number>();
profile.samples.forEach((id, index) => selfMicros.set(id, (selfMicros.get(id) ?? 0) + (profile.timeDeltas[index + 1] ?? 0)));
const total = [...selfMicros.values()].reduce((sum, value) => sum + value, 0);

function packageOf(url: string): string {
  if (!url) return '(native / V8)';
  const modules = url.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const parts = url.slice(modules + 'node_modules/'.length).split('/');
    return parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
  }
  if (url.startsWith('node:')) return 'node core';
  return url.includes('/dist/') ? 'app bundle' : url.replace(/^file:\/\//, '');
}

const byFunction = new Map<string, number>();
const byPackage = new Map<string, number>();
for (const [id, micros] of selfMicros) {
  const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
  const name = `${functionName || '(anonymous)'} ${url ? `${url.split('/').slice(-2).join('/')}:${lineNumber + 1}` : ''}`;
  byFunction.set(name, (byFunction.get(name) ?? 0) + micros);
  byPackage.set(packageOf(url), (byPackage.get(packageOf(url)) ?? 0) + micros);
}

const print = (title: string, entries: Map<string, number>) => {
  console.log(`\n${title}`);
  for (const [name, micros] of [...entries].sort((a, b) => b[1] - a[1]).slice(0, count)) {
    console.log(`${((micros / total) * 100).toFixed(1).padStart(5)} %  ${(micros / 1000).toFixed(0).padStart(7)} ms  ${name}`);
  }
};
console.log(`${file}: ${(total / 1e6).toFixed(1)} s sampled`);
print('Self time by package', byPackage);
print('Self time by function', byFunction);
