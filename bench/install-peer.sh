#!/usr/bin/env bash
# Installs the peer, Slidev 53, into .bench/slidev (from the npm registry), so `npm run bench` can
# build, load and export the same slides with it side by side. Without it, the bench prints the
# peer's reference figures from the issue instead, marked as not measured.
# Two pins make it install and build here: this registry lacks @unocss 66.12 (so unocss stays at
# 66.10.5), and with that pin Slidev's CSS fails Lightning CSS's minifier, so its CSS is not minified.
# `slidev export` needs playwright-chromium; --ignore-scripts keeps it from downloading a browser (the
# bench points it at the system Chromium).
set -euo pipefail
dir="$(dirname "$0")/../.bench/slidev"
mkdir -p "$dir"
cd "$dir"
cat > package.json <<'JSON'
{"name":"slidev-peer","private":true,"type":"module",
 "overrides":{"unocss":"66.10.5","@unocss/extractor-mdc":"66.10.5","@unocss/reset":"66.10.5"},
 "dependencies":{"@slidev/cli":"53.0.0","@slidev/theme-default":"^0.25.0","playwright-chromium":"1.65.0"}}
JSON
printf "import { defineConfig } from 'vite'\nexport default defineConfig({ build: { cssMinify: false } })\n" > vite.config.ts
npm install --no-audit --no-fund --ignore-scripts
echo "Slidev installed in $(pwd)"
