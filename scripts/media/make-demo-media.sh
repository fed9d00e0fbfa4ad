#!/usr/bin/env bash
# Makes the demo films and podcast audio the seed points at (issue 15), into public/demo-media/.
# Run once by hand with Debian's ffmpeg (apt-get install ffmpeg); the outputs are committed, so
# neither CI nor the seed needs ffmpeg. Slow colour gradients with the house's name and a soft
# chord, a few seconds each, H.264 + AAC in MP4 (every browser) and MP3 for the podcasts.
set -euo pipefail
out="$(cd "$(dirname "$0")/../.." && pwd)/public/demo-media"
mkdir -p "$out"
font=/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf

# name, two gradient colours, title, chord frequencies (Hz)
film() {
  local name=$1 c0=$2 c1=$3 title=$4 f1=$5 f2=$6 f3=$7
  ffmpeg -y -hide_banner -loglevel error \
    -f lavfi -i "gradients=s=640x360:r=24:d=8:c0=${c0}:c1=${c1}:x0=0:y0=0:x1=640:y1=360:speed=0.015" \
    -f lavfi -i "sine=f=${f1}:d=8" -f lavfi -i "sine=f=${f2}:d=8" -f lavfi -i "sine=f=${f3}:d=8" \
    -filter_complex "[0:v]drawtext=fontfile=${font}:text='Maison Solaine':fontcolor=white@0.92:fontsize=40:x=(w-tw)/2:y=(h-th)/2-18:alpha='min(1,t/1.5)',drawtext=fontfile=${font}:text='${title}':fontcolor=white@0.8:fontsize=22:x=(w-tw)/2:y=(h/2)+30,fade=t=in:st=0:d=0.8,fade=t=out:st=7.2:d=0.8,format=yuv420p[v];[1:a][2:a][3:a]amix=inputs=3,volume=0.5,tremolo=f=0.5:d=0.3,afade=t=in:d=1.5,afade=t=out:st=6:d=2[a]" \
    -map '[v]' -map '[a]' -c:v libx264 -preset veryslow -crf 30 -profile:v main -tune animation \
    -c:a aac -b:a 48k -ac 1 -movflags +faststart "$out/$name.mp4"
}

film pour '#3b1c08' '#d08a2c' 'The pour' 196 247 294
film cellar '#120a06' '#7a4a22' 'In the cellar' 174.6 220 261.6
film vineyard '#2c3a12' '#c9a640' 'The vineyard' 220 277.2 329.6

# Podcast audio: a slow chord that breathes, mono MP3.
tone() {
  local name=$1 f1=$2 f2=$3 f3=$4
  ffmpeg -y -hide_banner -loglevel error \
    -f lavfi -i "sine=f=${f1}:d=20" -f lavfi -i "sine=f=${f2}:d=20" -f lavfi -i "sine=f=${f3}:d=20" \
    -filter_complex "[0:a][1:a][2:a]amix=inputs=3,volume=0.5,tremolo=f=0.25:d=0.4,afade=t=in:d=3,afade=t=out:st=16:d=4[a]" \
    -map '[a]' -ac 1 -ar 44100 -c:a libmp3lame -b:a 56k "$out/$name.mp3"
}

tone chalk-and-patience 130.8 164.8 196
tone cellar-conversation 146.8 185 220
tone evening-glass 110 138.6 164.8
