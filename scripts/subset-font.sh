#!/usr/bin/env bash
# Regenerates the self-hosted Inter files in static/fonts/ from @fontsource-variable/inter:
#   inter-nb-wght-400-800.woff2   what every page loads (preloaded): the characters Norwegian text
#                                 uses (ASCII without [ \ ] ^ ` { | } ~, which prose does not
#                                 need), the weights of the theme (400–800), kerning only;
#   inter-latin-wght-normal.woff2 the rest of Latin-1 (ñ, ß, ¿ …), fetched only by a page that
#                                 uses one of those characters;
#   inter-latin-ext-wght-normal.woff2  Latin Extended, likewise.
# Needs Debian's python3-fonttools and python3-brotli. The unicode ranges must match the
# @font-face rules in src/theme/fonts.css (a budget test checks every page's text against them).
set -euo pipefail
python=/usr/bin/python3 # Debian's, where python3-fonttools is installed
files=node_modules/@fontsource-variable/inter/files
nb_unicodes="U+0020-005A,U+005F,U+0061-007A,U+00A0,U+00A7,U+00A9,U+00AB,U+00AD,U+00B0,U+00B7,U+00BB,U+00C4-00CA,U+00D3-00D4,U+00D6,U+00D8,U+00DC,U+00E4-00EA,U+00F3-00F4,U+00F6,U+00F8,U+00FC,U+2013-2014,U+2018-201E,U+2022,U+2026,U+20AC,U+2192"
subset=$(mktemp --suffix=.woff2)
# Kerning is the one layout feature kept: the others (ligatures, contextual alternates, mark
# positioning) matter to characters and sequences this text does not have, and cost a third.
"$python" -m fontTools.subset "$files/inter-latin-wght-normal.woff2" \
  --unicodes="$nb_unicodes" --layout-features='kern' --flavor=woff2 --output-file="$subset"
"$python" - "$subset" static/fonts/inter-nb-wght-400-800.woff2 <<'PY'
import sys
from fontTools.ttLib import TTFont
from fontTools.varLib import instancer
font = instancer.instantiateVariableFont(TTFont(sys.argv[1]), {"wght": (400, 800)})
font.flavor = "woff2"
font.save(sys.argv[2])
PY
rm -f "$subset"
cp "$files/inter-latin-wght-normal.woff2" "$files/inter-latin-ext-wght-normal.woff2" static/fonts/
ls -l static/fonts/
