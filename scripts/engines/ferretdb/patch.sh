#!/usr/bin/env bash
# Prepares a patched copy of FerretDB 1.24 whose SQLite backend looks documents up by `_id`
# through the collection's unique index, and prints the path of a go.mod that builds against
# it (for `go build -modfile`). Usage: patch.sh OUT_DIR (run in this directory, with the same
# GOMODCACHE/GOFLAGS as the build).
#
# Why: FerretDB filters by `_id` with `_ferretdb_sjson->'$._id' = ?`, but the unique index is on
# `_ferretdb_sjson->"_id"`. SQLite uses an expression index only for the expression as written,
# so every find, update, delete or upsert by `_id` scanned the whole table (7–10 µs per stored
# document per lookup; BENCHMARKS.md). Writing the lookup as `->'_id'` (the same JSON value)
# lets SQLite search the index. (Go's -overlay cannot replace files in the module cache, hence
# the copy and a `replace`.)
#
# Second patch: `update` read the documents a statement matches and wrote each one while its
# query was still open: one pooled SQLite connection for the query, another for the write, from
# a pool of 100. A command with several statements even kept every statement's query open
# (`defer` inside the loop) until the command ended. So 100 statements in one command (a
# driver's bulkWrite of replaceOne, as the knowledge counters are written), or 100 updates in
# flight at once, each held a connection and waited for another, holding the metadata lock:
# from then on FerretDB answered nothing on that database, nor `ping`. Each statement now reads
# its matches (one document unless multi), closes its query, then writes.
set -euo pipefail
out=${1:?usage: patch.sh OUT_DIR}
module=github.com/FerretDB/FerretDB
version=$(awk -v m=$module '$1 == "require" && $2 == m { print $3 }' go.mod)
go mod download "$module@$version"
source_dir=$(go list -m -f '{{.Dir}}' "$module")
copy=$out/FerretDB@$version
rm -rf "$copy" && mkdir -p "$out" && cp -R "$source_dir" "$copy" && chmod -R u+w "$copy"
file=$copy/internal/backends/sqlite/metadata/metadata.go
before="IDColumn = DefaultColumn + \"->'\$._id'\""
after="IDColumn = DefaultColumn + \"->'_id'\""
grep -qF "$before" "$file" || { echo "patch.sh: $file no longer has: $before" >&2; exit 1; }
sed -i "s|->'\\\$._id'\"|->'_id'\"|" "$file"
grep -qF "$after" "$file" || { echo "patch.sh: the patch did not apply to $file" >&2; exit 1; }
file=$copy/internal/handler/msg_update.go
statement='result, err := common.UpdateDocument(ctx, c, "update", iter, &u)'
[[ $(grep -c 'defer closer.Close()' "$file") == 1 ]] && grep -qF "$statement" "$file" ||
  { echo "patch.sh: $file no longer has one deferred closer and: $statement" >&2; exit 1; }
read_first='docs, err := iterator.ConsumeValues(iter)\n\1closer.Close()\n\1if err != nil {\n\1\treturn 0, 0, nil, lazyerrors.Error(err)\n\1}\n\1matches := iterator.Values(iterator.ForSlice(docs))\n\1result, err := common.UpdateDocument(ctx, c, "update", matches, \&u)\n\1matches.Close()'
sed -i -e '/defer closer.Close()/d' -e "s|^\(\t*\)$statement|\1$read_first|" "$file"
grep -qF 'docs, err := iterator.ConsumeValues(iter)' "$file" && ! grep -q 'defer closer.Close()' "$file" ||
  { echo "patch.sh: the patch did not apply to $file" >&2; exit 1; }
cp go.sum "$out/go.sum"
{ cat go.mod; printf '\nreplace %s => %s\n' "$module" "$copy"; } >"$out/go.mod"
echo "$out/go.mod"
