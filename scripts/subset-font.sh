#!/usr/bin/env bash
# Regenerates static/fonts/inter-latin-wght-400-800.woff2: Inter (from @fontsource-variable/inter)
# cut to the characters a Norwegian page uses and to the weights the theme uses (400–800).
# Needs Debian's python3-fonttools and python3-brotli. The unicode range must match the
# @font-face in src/theme/fonts.css.
set -euo pipefail
source_font=node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2
subset=$(mktemp --suffix=.woff2)
python3 -m fontTools.subset "$source_font" \
  --unicodes="U+0020-007E,U+00A0-00FF,U+2013-2014,U+2018-201E,U+2022,U+2026,U+20AC,U+2192" \
  --layout-features='kern,liga,calt,ccmp,locl,mark,mkmk' --flavor=woff2 --output-file="$subset"
python3 - "$subset" static/fonts/inter-latin-wght-400-800.woff2 <<'PY'
import sys
from fontTools.ttLib import TTFont
from fontTools.varLib import instancer
font = instancer.instantiateVariableFont(TTFont(sys.argv[1]), {"wght": (400, 800)})
font.flavor = "woff2"
font.save(sys.argv[2])
PY
rm -f "$subset"
ls -l static/fonts/inter-latin-wght-400-800.woff2
cp node_modules/@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2 static/fonts/
