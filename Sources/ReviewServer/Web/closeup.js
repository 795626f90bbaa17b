// alertsnap serve: a failure's close-up. Expected, actual and diff at 1:1 pixels (or zoomed, drawn
// pixelated), a wipe between expected and actual, a swap, and the colour under the pointer on
// both sides, read from the images through a canvas: a thumbnail cannot show a #FF383C -> #E5484D
// change, one pixel can.
"use strict";

// Whether a review item has a close-up: a failure with an actual image.
function closeable(r) {
  return !!r && (r.status === "differs" || r.status === "facts changed" || r.status === "missing") && !!r.actual;
}

// Kept from one close-up to the next: a reviewer going through failures keeps their setting.
const closeupPrefs = { zoom: 1, split: 50 };

const CLOSEUP_VIEWS = [["wipe", "Wipe"], ["expected", "Expected"], ["actual", "Actual"], ["diff", "Diff"]];
const ZOOMS = [1, 2, 4, 8];

// `#RRGGBB` of the pixel (x, y) of a read image, its alpha added when not opaque; "—" outside it.
function pixelHex(data, x, y) {
  if (!data || x < 0 || y < 0 || x >= data.width || y >= data.height) return "—";
  const i = (y * data.width + x) * 4;
  const d = data.data;
  const hex = "#" + [d[i], d[i + 1], d[i + 2]].map((v) => v.toString(16).padStart(2, "0")).join("").toUpperCase();
  return d[i + 3] === 255 ? hex : `${hex} alpha ${d[i + 3]}`;
}

// The pixels of the image at `url`, read once it has loaded (same origin: the canvas may read them).
function readPixels(url) {
  return new Promise((resolve) => {
    if (!url) return resolve(null);
    const img = new Image();
    img.onload = () => {
      const canvas = document.createElement("canvas");
      canvas.width = img.naturalWidth;
      canvas.height = img.naturalHeight;
      const ctx = canvas.getContext("2d", { willReadFrequently: true });
      ctx.drawImage(img, 0, 0);
      resolve(ctx.getImageData(0, 0, canvas.width, canvas.height));
    };
    img.onerror = () => resolve(null);
    img.src = url;
  });
}

// Opens the close-up of review item `item` ({name, expected, actual, diff}: image URLs, the
// expected one null for a missing golden), first showing `view`.
function openCloseup(item, view) {
  const old = document.getElementById("closeup");
  if (old) old.remove();
  const urls = { expected: item.expected, actual: item.actual, diff: item.diff };
  const has = (v) => (v === "wipe" ? !!(urls.expected && urls.actual) : !!urls[v]);
  const s = { view: has(view) ? view : has("wipe") ? "wipe" : "actual", swapped: false, zoom: closeupPrefs.zoom, split: closeupPrefs.split };
  const pixels = { expected: null, actual: null };

  const base = el("img", { class: "base", alt: "" });
  const over = el("img", { class: "over", alt: "" });
  const line = el("div", { class: "wipe-line" });
  // The pixel the readout is about, outlined (one image pixel is a single device pixel at 1:1).
  const marker = el("div", { class: "pixel-marker", hidden: true });
  const stage = el("div", { class: "closeup-stage", id: "closeup-stage" }, base, over, line, marker);
  const scroller = el("div", { class: "closeup-scroll", id: "closeup-scroll" }, stage);
  const viewButtons = CLOSEUP_VIEWS.map(([v, label], i) =>
    el("button", { class: "secondary", "data-view": v, disabled: !has(v), title: `${label} (${i + 1})`, onclick: () => { s.view = v; draw(); } }, label));
  const split = el("input", { type: "range", min: 0, max: 100, value: s.split, id: "closeup-split", "aria-label": "wipe position" });
  split.addEventListener("input", () => { s.split = closeupPrefs.split = Number(split.value); draw(); });
  const swap = el("button", { class: "secondary", id: "closeup-swap", title: "Swap expected and actual (S)", onclick: () => { s.swapped = !s.swapped; draw(); } }, "Swap");
  const zoomButtons = ZOOMS.map((z) =>
    el("button", { class: "secondary", "data-zoom": z, onclick: () => { s.zoom = closeupPrefs.zoom = z; draw(); } }, z === 1 ? "1:1" : `${z}×`));
  const swatch = () => el("span", { class: "swatch" });
  const xy = el("span", { id: "closeup-xy" }, "x —, y —");
  const expectedHex = el("code", { id: "closeup-expected" }, "—");
  const actualHex = el("code", { id: "closeup-actual" }, "—");
  const expectedSwatch = swatch();
  const actualSwatch = swatch();
  const same = el("span", { id: "closeup-same", class: "note" });
  const shown = el("span", { id: "closeup-shown", class: "note" });
  const close = el("button", { id: "closeup-close", title: "Close (Esc)", onclick: () => dialog.close() }, "Close");
  const dialog = el("dialog", { id: "closeup", class: "closeup", "aria-label": `close-up of ${item.name}` },
    el("div", { class: "closeup-bar" },
      el("strong", {}, item.name),
      el("span", { class: "closeup-views" }, viewButtons),
      el("label", { class: "closeup-wipe" }, "wipe ", split),
      swap,
      el("span", { class: "closeup-zoom" }, zoomButtons),
      shown,
      close),
    el("div", { class: "closeup-readout" },
      xy, el("span", {}, "expected ", expectedSwatch, expectedHex), el("span", {}, "actual ", actualSwatch, actualHex), same),
    scroller);

  // The images' size in pixels (the larger of the two when a change moved the dialog's edge).
  const size = () => {
    const imgs = [pixels.expected, pixels.actual].filter(Boolean);
    return imgs.length
      ? { w: Math.max(...imgs.map((p) => p.width)), h: Math.max(...imgs.map((p) => p.height)) }
      : { w: base.naturalWidth || 1, h: base.naturalHeight || 1 };
  };

  // One image pixel is `zoom` device pixels: at 1:1 a CSS pixel is 1/devicePixelRatio of one.
  function place(img, url) {
    if (!url) {
      img.hidden = true;
      return;
    }
    img.hidden = false;
    if (img.getAttribute("src") !== url) img.src = url;
    const apply = () => {
      img.style.width = `${(img.naturalWidth * s.zoom) / devicePixelRatio}px`;
      img.style.height = `${(img.naturalHeight * s.zoom) / devicePixelRatio}px`;
    };
    if (img.complete && img.naturalWidth) apply();
    else img.onload = () => { apply(); sizeStage(); };
  }

  function sizeStage() {
    const { w, h } = size();
    stage.style.width = `${(w * s.zoom) / devicePixelRatio}px`;
    stage.style.height = `${(h * s.zoom) / devicePixelRatio}px`;
  }

  function draw() {
    const [left, right] = s.swapped ? ["actual", "expected"] : ["expected", "actual"];
    let under = s.view;
    let top = null;
    if (s.view === "wipe") {
      under = left;
      top = right;
    } else if (s.swapped && (s.view === "expected" || s.view === "actual") && has(s.view === "expected" ? "actual" : "expected")) {
      under = s.view === "expected" ? "actual" : "expected";
    }
    place(base, urls[under]);
    place(over, top ? urls[top] : null);
    over.style.clipPath = `inset(0 0 0 ${s.split}%)`;
    line.hidden = !top;
    line.style.left = `${s.split}%`;
    split.disabled = !top;
    stage.classList.toggle("pixelated", s.zoom > 1);
    sizeStage();
    shown.textContent = top ? `${left} | ${right}` : under;
    for (const b of viewButtons) b.classList.toggle("current", b.dataset.view === s.view);
    for (const b of zoomButtons) b.classList.toggle("current", Number(b.dataset.zoom) === s.zoom);
    swap.classList.toggle("current", s.swapped);
  }

  // The pixel under the pointer, in the images' own pixels, on both sides.
  stage.addEventListener("pointerleave", () => { marker.hidden = true; });
  stage.addEventListener("pointermove", (e) => {
    const r = stage.getBoundingClientRect();
    const { w, h } = size();
    const x = Math.floor(((e.clientX - r.left) / r.width) * w);
    const y = Math.floor(((e.clientY - r.top) / r.height) * h);
    const a = pixelHex(pixels.expected, x, y);
    const b = pixelHex(pixels.actual, x, y);
    xy.textContent = `x ${x}, y ${y}`;
    const cell = r.width / w;
    marker.hidden = x < 0 || y < 0 || x >= w || y >= h;
    marker.style.left = `${x * cell}px`;
    marker.style.top = `${y * cell}px`;
    marker.style.width = marker.style.height = `${cell}px`;
    expectedHex.textContent = a;
    actualHex.textContent = b;
    expectedSwatch.style.background = a.startsWith("#") ? a.slice(0, 7) : "transparent";
    actualSwatch.style.background = b.startsWith("#") ? b.slice(0, 7) : "transparent";
    same.textContent = a === "—" || b === "—" ? "" : a === b ? "same" : "differs";
    same.classList.toggle("differs", a !== b);
  });
  dialog.addEventListener("keydown", (e) => {
    if (e.target instanceof HTMLInputElement && e.key !== "s" && e.key !== "S") return;
    if (e.key === "s" || e.key === "S") {
      s.swapped = !s.swapped;
      draw();
    } else if (e.key >= "1" && e.key <= "4" && has(CLOSEUP_VIEWS[Number(e.key) - 1][0])) {
      s.view = CLOSEUP_VIEWS[Number(e.key) - 1][0];
      draw();
    } else {
      return;
    }
    e.preventDefault();
  });
  // Escape closes a modal dialog by itself; closed, it goes.
  dialog.addEventListener("close", () => dialog.remove());
  document.body.append(dialog);
  dialog.showModal();
  draw();
  Promise.all([readPixels(urls.expected), readPixels(urls.actual)]).then(([a, b]) => {
    pixels.expected = a;
    pixels.actual = b;
    sizeStage();
    dialog.dataset.ready = "1";
  });
}
