/**
 * Weather icons drawn on a canvas, in the manner of Skycons (which the theme used): outlined suns, moons and
 * clouds, with rain, sleet, snow, fog or wind, moving with the time `t` (in seconds). Pure drawing: no timers.
 */
type Ctx = CanvasRenderingContext2D;

const TAU = Math.PI * 2;

export const WEATHER_TYPES = [
  'clear day',
  'clear night',
  'partly cloudy day',
  'partly cloudy night',
  'cloudy',
  'rain',
  'sleet',
  'snow',
  'wind',
  'fog',
] as const;
export type WeatherType = (typeof WEATHER_TYPES)[number];

/** The theme's `data-type` ("partly cloudy day"), also written with hyphens or underscores, in any case. */
export function weatherType(value: string | null): WeatherType | null {
  const name = (value ?? '')
    .trim()
    .toLowerCase()
    .replace(/[-_\s]+/g, ' ');
  return (WEATHER_TYPES as readonly string[]).includes(name) ? (name as WeatherType) : null;
}

function line(ctx: Ctx, x1: number, y1: number, x2: number, y2: number) {
  ctx.beginPath();
  ctx.moveTo(x1, y1);
  ctx.lineTo(x2, y2);
  ctx.stroke();
}

function sun(ctx: Ctx, t: number, cx: number, cy: number, r: number) {
  ctx.beginPath();
  ctx.arc(cx, cy, r * 0.5, 0, TAU);
  ctx.stroke();
  const turn = (t / 20) * TAU;
  for (let i = 0; i < 8; i += 1) {
    const a = turn + (i * TAU) / 8;
    const cos = Math.cos(a);
    const sin = Math.sin(a);
    line(ctx, cx + cos * r * 0.7, cy + sin * r * 0.7, cx + cos * r, cy + sin * r);
  }
}

function moon(ctx: Ctx, t: number, cx: number, cy: number, r: number) {
  const tilt = Math.sin((t / 5) * TAU) * 0.15 - 0.6;
  ctx.beginPath();
  ctx.arc(cx, cy, r * 0.7, tilt + 0.5, tilt + TAU - 0.5);
  ctx.arc(
    cx + Math.cos(tilt) * r * 0.45,
    cy + Math.sin(tilt) * r * 0.45,
    r * 0.5,
    tilt + TAU - 1.6,
    tilt + 1.6,
    true,
  );
  ctx.closePath();
  ctx.stroke();
}

function puffs(ctx: Ctx, t: number, cx: number, cy: number, w: number, grow: number) {
  ctx.beginPath();
  [
    [-0.28, 0.06, 0.2],
    [0, -0.08, 0.27],
    [0.28, 0.06, 0.2],
  ].forEach(([dx = 0, dy = 0, r = 0], i) => {
    const bob = Math.sin((t / 3 + i / 3) * TAU) * w * 0.015;
    ctx.moveTo(cx + dx * w + r * w + grow, cy + dy * w + bob);
    ctx.arc(cx + dx * w, cy + dy * w + bob, r * w + grow, 0, TAU);
  });
  ctx.rect(cx - 0.28 * w, cy, 0.56 * w, 0.26 * w + grow);
  ctx.fill();
}

/** A cloud's outline: its puffs filled, then their inside cut out (it hides what is behind it). */
function cloud(ctx: Ctx, t: number, cx: number, cy: number, w: number, lw: number) {
  puffs(ctx, t, cx, cy, w, lw / 2);
  ctx.globalCompositeOperation = 'destination-out';
  puffs(ctx, t, cx, cy, w, -lw / 2);
  ctx.globalCompositeOperation = 'source-over';
}

/** Three things falling below a cloud, each on its own phase. */
function falling(
  ctx: Ctx,
  t: number,
  cx: number,
  top: number,
  w: number,
  draw: (x: number, y: number, k: number) => void,
) {
  for (let i = 0; i < 3; i += 1) {
    const k = (t * 0.9 + i / 3) % 1;
    const fade = 1 - k;
    ctx.globalAlpha = fade;
    draw(cx + (i - 1) * w * 0.22, top + k * w * 0.35, k);
  }
  ctx.globalAlpha = 1;
}

/** Draws the icon for time `t` (seconds) on the whole canvas, in `color`. */
export function drawWeather(ctx: Ctx, type: WeatherType, t: number, color: string) {
  const { width, height } = ctx.canvas;
  const s = Math.min(width, height);
  const lw = Math.max(1, s * 0.06);
  const cx = width / 2;
  const cy = height / 2;
  ctx.clearRect(0, 0, width, height);
  ctx.strokeStyle = color;
  ctx.fillStyle = color;
  ctx.lineWidth = lw;
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  const w = s * 0.75;
  const cloudY = cy - s * 0.08;
  switch (type) {
    case 'clear day':
      sun(ctx, t, cx, cy, s * 0.4);
      return;
    case 'clear night':
      moon(ctx, t, cx, cy, s * 0.4);
      return;
    case 'partly cloudy day':
    case 'partly cloudy night':
      (type === 'partly cloudy day' ? sun : moon)(ctx, t, cx + s * 0.15, cy - s * 0.15, s * 0.3);
      cloud(ctx, t, cx - s * 0.05, cy + s * 0.05, w * 0.85, lw);
      return;
    case 'cloudy':
      cloud(ctx, t, cx, cy, w, lw);
      return;
    case 'wind':
      for (let i = 0; i < 2; i += 1) {
        const y = cy + (i - 0.5) * s * 0.3;
        ctx.beginPath();
        for (let x = -0.4; x <= 0.4; x += 0.05) {
          const py = y + Math.sin((x * 2 + t / 2 + i / 2) * TAU) * s * 0.05;
          if (x === -0.4) ctx.moveTo(cx + x * s, py);
          else ctx.lineTo(cx + x * s, py);
        }
        ctx.stroke();
      }
      return;
    case 'fog':
      cloud(ctx, t, cx, cloudY, w, lw);
      for (let i = 0; i < 2; i += 1) {
        const shift = Math.sin((t / 4 + i / 2) * TAU) * s * 0.06;
        const y = cy + s * (0.3 + i * 0.1);
        line(ctx, cx - s * 0.3 + shift, y, cx + s * 0.3 + shift, y);
      }
      return;
    default: {
      cloud(ctx, t, cx, cloudY, w, lw);
      const top = cloudY + w * 0.3;
      falling(ctx, t, cx, top, s, (x, y, k) => {
        if (type === 'rain') {
          ctx.beginPath();
          ctx.arc(x, y, lw * 0.8, 0, TAU);
          ctx.fill();
        } else if (type === 'sleet') {
          line(ctx, x, y, x - lw * 0.6, y + lw * 1.8);
        } else {
          const r = lw * 1.4;
          for (let j = 0; j < 3; j += 1) {
            const a = k * TAU + (j * Math.PI) / 3;
            line(ctx, x - Math.cos(a) * r, y - Math.sin(a) * r, x + Math.cos(a) * r, y + Math.sin(a) * r);
          }
        }
      });
    }
  }
}
