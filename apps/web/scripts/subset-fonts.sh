#!/bin/sh
# Rebuilds the web fonts in src/assets/fonts from the @fontsource packages, cut down to what Lisan shows:
# - Amiri (Arabic), to the characters of src/styles/arabic-font-range.json: the Arabic block and the few signs beside
#   it that the Qur'an text, the content and the Arabic interface use. The test src/styles/arabic-font.test.ts
#   fails when text needs a character outside it; add the character to the range and run this again.
# - Inter (Latin and Latin Extended, for Turkish), its weight axis limited to the 400–700 the interface uses.
# Needs fontTools with brotli (Debian: apt-get install python3-fonttools python3-brotli).
set -e
cd "$(dirname "$0")/.."
fonts=../../node_modules/@fontsource
range=$(node -e "console.log(require('./src/styles/arabic-font-range.json').unicodes.join(','))")
for weight in 400 700; do
  /usr/bin/python3 -m fontTools.subset "$fonts/amiri/files/amiri-arabic-$weight-normal.woff2" \
    --unicodes="$range" --layout-features='*' --flavor=woff2 \
    --output-file="src/assets/fonts/amiri-arabic-$weight.woff2"
done
for subset in latin latin-ext; do
  /usr/bin/python3 - "$fonts-variable/inter/files/inter-$subset-wght-normal.woff2" "src/assets/fonts/inter-$subset-wght.woff2" <<'PY'
import sys
from fontTools.ttLib import TTFont
from fontTools.varLib import instancer
font = instancer.instantiateVariableFont(TTFont(sys.argv[1]), {'wght': (400, 700)})
font.flavor = 'woff2'
font.save(sys.argv[2])
PY
done
ls -l src/assets/fonts
