#!/usr/bin/env node
/**
 * Generates the demo site's twelve photographs (src/seed/media/<key>.jpg).
 *
 * We cannot ship stock photos (rights) nor download them, so every image is built here from
 * scratch. To avoid the flat "vector" look, all light is computed in *linear* floating point
 * (glows add up like real light and highlights can exceed 1.0), and every frame goes through the
 * same "camera + lab" pipeline: bloom, lens vignetting, a filmic tone curve, a restrained
 * split-tone grade and film grain. Two families of images:
 *  - 2D light studies (window light, blinds, backdrop, bokeh, silhouettes, skyline, neon): SVG
 *    shapes rendered by sharp/librsvg as masks, lit per pixel, with blur for penumbrae and depth
 *    of field and Perlin noise for plaster, paper, haze...
 *  - still lifes and the studio (spheres, perfume, camera, studio set): a tiny ray tracer with
 *    softboxes as area lights (soft shadows, their reflections in glossy things), glass,
 *    ambient occlusion and a thin-lens camera for real depth of field.
 *
 * Usage (about 8 minutes for all twelve; the ray-traced ones take 1-2 minutes each):
 *   node scripts/generate-demo-images.mjs                         # all images
 *   node scripts/generate-demo-images.mjs bokeh-ciudad luz-neon   # only some keys
 *   PREVIEW=/tmp/prev node scripts/generate-demo-images.mjs       # also write 1200 px PNG previews
 *
 * Everything is seeded (no Math.random), so with the same sharp/libvips version the output is
 * byte-for-byte the same on every run. Alt texts and captions live in src/seed/media/manifest.ts.
 *
 * The code lives in scripts/demo-images/: scenes/ holds each photograph's composition (one file
 * per key), raytrace/ the ray tracer, maths, noise, image, svg and shading the 2D pixel maths,
 * develop.mjs the "camera + lab" pipeline and output.mjs the JPEG encoding, files and previews.
 */
import { mkdir } from 'node:fs/promises'
import { OUT_DIR, finish } from './demo-images/output.mjs'
import { images } from './demo-images/scenes/index.mjs'

async function main() {
  const wanted = process.argv.slice(2)
  const keys = wanted.length ? wanted : Object.keys(images)
  await mkdir(OUT_DIR, { recursive: true })
  let total = 0
  for (const key of keys) {
    const make = images[key]
    if (!make) throw new Error(`Unknown image key: ${key}`)
    const t0 = Date.now()
    const im = await make()
    const bytes = await finish(key, im, make.grade)
    total += bytes
    console.log(`${key}.jpg  ${(bytes / 1024).toFixed(0)} KB  ${((Date.now() - t0) / 1000).toFixed(1)} s`)
  }
  console.log(`total ${(total / 1024).toFixed(0)} KB`)
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
