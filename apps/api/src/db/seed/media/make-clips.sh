#!/bin/sh
# Made once with Debian's ffmpeg 5.1 and committed (the seed needs no ffmpeg at run time):
# silent VP9 WebM clips, a moving gradient with a square and a progress bar, that any
# Chromium plays. The seed reads each clip's length from its header (media-duration.ts).
set -e
cd "$(dirname "$0")"
clip() { # name seconds colour0 colour1 colour2
  ffmpeg -hide_banner -loglevel error -y \
    -f lavfi -i "gradients=s=640x360:r=15:d=$2:speed=0.02:c0=$3:c1=$4:c2=$5:nb_colors=3" \
    -vf "drawbox=x=0:y=ih-12:w=iw*t/$2:h=12:color=white@0.9:t=fill,drawbox=x=iw/2-40+80*sin(t*2):y=ih/2-40:w=80:h=80:color=white@0.8:t=fill" \
    -c:v libvpx-vp9 -b:v 0 -crf 45 -deadline good -an "$1.webm"
}
clip teal-4s 4 0x0f766e 0x1e3a8a 0x0e7490
clip indigo-5s 5 0x3730a3 0x0f766e 0x6d28d9
clip amber-6s 6 0xb45309 0x9f1239 0x92400e
clip slate-7s 7 0x334155 0x0369a1 0x1e293b
