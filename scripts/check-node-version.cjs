// Runs before `npm install` on whatever Node runs npm (hence CommonJS and nothing newer than ES5 would need).
// The project brings its own Node 24 (the `node` devDependency, first on every npm script's PATH), so the
// machine's Node only has to run npm and the install scripts: 20 or newer. npm names the Node it runs on
// in its user agent ("npm/11.6.1 node/v20.19.0 linux x64 …"); this script's own Node may already be the
// project's Node 24 when node_modules is there from an earlier install.
var agent = /\bnode\/v([\d.]+)/.exec(process.env.npm_config_user_agent || '');
var version = agent ? agent[1] : process.versions.node;
if (Number(version.split('.')[0]) < 20) {
  console.error('Kyma needs Node 20 or newer to install (it then brings its own Node 24); this is Node ' + version + ': install Node 20 or newer (https://nodejs.org) and run `npm install && npm start` again.');
  process.exit(1);
}
