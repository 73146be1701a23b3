# Source this file: it puts Node 24 first on PATH. When the machine's node is not 24, it
# installs Node 24 from the npm registry into .tools/node24 (once) and uses that.
#   source scripts/use-node24.sh
_pintar_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
_pintar_node_major="$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)"
if [ "$_pintar_node_major" != "24" ]; then
  _pintar_node_dir="$_pintar_root/.tools/node24"
  if [ ! -x "$_pintar_node_dir/bin/node" ]; then
    echo "Installing Node 24 into .tools/node24 (machine has node ${_pintar_node_major})..." >&2
    npm install --global --prefix "$_pintar_node_dir" --no-audit --no-fund node@24 >&2
  fi
  export PATH="$_pintar_node_dir/bin:$PATH"
fi
echo "Using node $(node --version) at $(command -v node)" >&2
unset _pintar_root _pintar_node_major _pintar_node_dir
