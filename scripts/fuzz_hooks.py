# Schemathesis hooks for `npm run fuzz` (loaded through SCHEMATHESIS_HOOKS by scripts/fuzz.ts).
# A backup upload (POST /api/system/restore) is a gzip file: without a serializer for
# application/gzip Schemathesis cannot send a body there and would leave that operation untested.
import gzip
import json

import schemathesis


@schemathesis.serializer("application/gzip")
def gzip_body(ctx, value):
    raw = value if isinstance(value, bytes) else json.dumps(value).encode()
    return gzip.compress(raw)
