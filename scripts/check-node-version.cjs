// Runs before `npm install` on whatever Node the machine has (hence CommonJS and no syntax newer than ES5
// would need): stops early with the one-line fix instead of failing later on TypeScript the old Node cannot run.
var parts = process.versions.node.split('.').map(Number);
var ok = parts[0] > 22 || (parts[0] === 22 && parts[1] >= 22);
if (!ok) {
  console.error(
    'Kyma needs Node 22.22 or newer (Node 24 recommended); this is Node ' + process.versions.node + '.\n' +
      'Run `. scripts/use-node24.sh` in this shell first: it fetches Node 24 from the npm registry into .tools/.',
  );
  process.exit(1);
}
