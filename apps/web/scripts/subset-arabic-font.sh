#!/bin/sh
# Rebuilds the Arabic web font (Amiri, from @fontsource/amiri) cut down to the characters Lisan shows: the Arabic
# block and the few signs beside it that the Qur'an text, the content and the Arabic interface use. The test
# apps/web/src/styles/arabic-font.test.ts fails when text needs a character outside this range; add it to
# ARABIC_FONT_RANGE in apps/web/src/styles/arabic-font-range.json and run this again.
# Needs fontTools with brotli (Debian: apt-get install python3-fonttools python3-brotli).
set -e
cd "$(dirname "$0")/.."
range=$(node -e "console.log(require('./src/styles/arabic-font-range.json').unicodes.join(','))")
for weight in 400 700; do
  /usr/bin/python3 -m fontTools.subset "../../node_modules/@fontsource/amiri/files/amiri-arabic-$weight-normal.woff2" \
    --unicodes="$range" --layout-features='*' --flavor=woff2 \
    --output-file="src/assets/fonts/amiri-arabic-$weight.woff2"
done
ls -l src/assets/fonts
