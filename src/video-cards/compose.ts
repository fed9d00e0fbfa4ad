/**
 * Draws one frame of a card on a canvas (issue 15): the base film (or the variant's shade while
 * it loads or when it cannot play), a darkening veil, the house's name, the visitor's name and
 * the greeting from their city. Browser only; the same drawing makes the preview, the recorded
 * film and the still.
 */
export interface CardLook {
  ink: string
  accent: string
  shade: string
}

export interface CardTexts {
  brand: string
  name: string
  greeting: string
}

const SERIF = 'Georgia, "Noto Serif", "Noto Serif CJK SC", "Songti SC", serif'

/** The largest font size (from `max` down) at which `text` fits `width`. */
function fitted(ctx: CanvasRenderingContext2D, text: string, max: number, width: number) {
  let size = max
  for (; size > 18; size -= 4) {
    ctx.font = `600 ${size}px ${SERIF}`
    if (ctx.measureText(text).width <= width) break
  }
  return size
}

export function drawCard(
  ctx: CanvasRenderingContext2D,
  film: HTMLVideoElement | null,
  look: CardLook,
  texts: CardTexts,
  time: number,
) {
  const { width: w, height: h } = ctx.canvas
  ctx.fillStyle = look.shade
  ctx.fillRect(0, 0, w, h)
  if (film && film.readyState >= 2 && film.videoWidth > 0) {
    // Cover: fill the card, cropping the film's sides or top.
    const scale = Math.max(w / film.videoWidth, h / film.videoHeight)
    const fw = film.videoWidth * scale
    const fh = film.videoHeight * scale
    ctx.drawImage(film, (w - fw) / 2, (h - fh) / 2, fw, fh)
  }
  const veil = ctx.createLinearGradient(0, 0, 0, h)
  veil.addColorStop(0, 'rgba(0,0,0,0.35)')
  veil.addColorStop(0.5, 'rgba(0,0,0,0.15)')
  veil.addColorStop(1, 'rgba(0,0,0,0.7)')
  ctx.fillStyle = veil
  ctx.fillRect(0, 0, w, h)

  // The texts rise in over the first second, then hold.
  const rise = Math.min(1, time / 1000)
  const offset = (1 - rise) * 40
  ctx.globalAlpha = 0.4 + 0.6 * rise
  ctx.textAlign = 'center'
  ctx.textBaseline = 'middle'
  ctx.fillStyle = look.accent
  ctx.font = `500 28px ${SERIF}`
  ctx.fillText(texts.brand.toUpperCase(), w / 2, h * 0.1)

  ctx.fillStyle = look.ink
  const nameSize = fitted(ctx, texts.name, 104, w * 0.86)
  ctx.font = `600 ${nameSize}px ${SERIF}`
  ctx.fillText(texts.name, w / 2, h * 0.68 + offset)

  ctx.fillStyle = look.accent
  ctx.fillRect(w / 2 - 60, h * 0.68 + nameSize * 0.75 + offset, 120, 3)

  ctx.fillStyle = look.ink
  const greetingSize = fitted(ctx, texts.greeting, 40, w * 0.86)
  ctx.font = `400 ${greetingSize}px ${SERIF}`
  ctx.fillText(texts.greeting, w / 2, h * 0.68 + nameSize * 0.75 + 50 + offset)
  ctx.globalAlpha = 1
}

/** A film's type this browser records from a canvas, or null (then the card is a still). */
export function recordableType(canvas: HTMLCanvasElement): string | null {
  if (typeof MediaRecorder === 'undefined' || typeof canvas.captureStream !== 'function') {
    return null
  }
  for (const type of ['video/webm;codecs=vp9', 'video/webm;codecs=vp8', 'video/webm']) {
    if (MediaRecorder.isTypeSupported(type)) return type
  }
  return null
}

/** Records `ms` of the canvas while `draw` keeps painting it; answers the film. */
export function recordCanvas(canvas: HTMLCanvasElement, type: string, ms: number): Promise<Blob> {
  return new Promise((resolve, reject) => {
    const stream = canvas.captureStream(30)
    const recorder = new MediaRecorder(stream, { mimeType: type, videoBitsPerSecond: 2_500_000 })
    const parts: Blob[] = []
    recorder.ondataavailable = (event) => {
      if (event.data.size > 0) parts.push(event.data)
    }
    recorder.onerror = () => reject(new Error('recording failed'))
    recorder.onstop = () => {
      for (const track of stream.getTracks()) track.stop()
      resolve(new Blob(parts, { type: type.split(';')[0] }))
    }
    recorder.start(250)
    setTimeout(() => recorder.stop(), ms)
  })
}

export function canvasStill(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no still'))), 'image/png')
  })
}
