// alertsnap serve: the gallery and a spec's page (variants, overlays, hit test, adding a variant).
"use strict";

// ---- gallery ----

function matches(s) {
  const f = state.filters;
  for (const k of FACETS) if (f[k] && s.facets[k] !== f[k]) return false;
  if (f.text && !searchText(s).includes(f.text.toLowerCase())) return false;
  return true;
}

// What the text filter searches: the name, spec and texts, what the review says changed, and
// the causes of the groups the snapshot is in.
function searchText(s) {
  const parts = [s.name, s.spec, s.text || ""];
  if (s.review) parts.push(s.review.message || "", ...(s.review.changes || []));
  for (const g of state.groups) if (g.ids.includes(s.id)) parts.push(g.cause);
  return parts.join(" ").toLowerCase();
}

function swatches(colors) {
  return (colors || []).map((c) => {
    const a = el("span", { class: "swatch", title: c.from });
    const b = el("span", { class: "swatch", title: c.to });
    // Set through the style object: the page's policy allows no inline style attribute.
    a.style.background = c.from;
    b.style.background = c.to;
    return el("span", { class: "swatches", title: `${c.from} -> ${c.to}` }, a, "→", b);
  });
}

function card(s, options = {}) {
  const c = el("figure", { class: "card", "data-id": s.id, "data-whole": options.whole ? "1" : "" });
  fillCard(c, s);
  // A failing snapshot's image opens its close-up (expected, actual and diff at 1:1).
  c.querySelector(".frame").addEventListener("click", () => {
    const now = state.snapshots.get(s.id);
    if (now && now.review && closeable(now.review)) openCloseup({ name: now.name, ...now.review });
  });
  return c;
}

function fillCard(c, s) {
  const whole = c.dataset.whole === "1" || (state.wholeScreen && !c.closest(".variants"));
  if (!c.firstChild) {
    const frame = el("div", { class: "frame" }, el("img", { alt: s.name, class: "shot" }));
    c.append(frame, el("figcaption"));
  }
  const img = c.querySelector("img.shot");
  if (s.generation > 0) showImage(img, imageURL(s, whole), s);
  c.classList.toggle("failed", !!s.error);
  c.classList.toggle("closeable", !c.closest(".variants") && !!s.review && closeable(s.review));
  const cap = c.querySelector("figcaption");
  fill(cap,
    el("a", { class: "name", href: `#/spec/${encodeURIComponent(s.spec)}` }, s.name),
    el("div", { class: "variant" }, Object.entries(s.variant).map(([k, v]) => `${k}=${v}`).join(" ") || "as written"),
    el(
      "div",
      { class: "badges" },
      s.review ? el("span", { class: `badge status-${s.review.status.replace(" ", "-")}` }, s.review.status) : null,
      s.onRequest ? el("span", { class: "badge" }, "on request") : null,
      s.lint.errors ? el("span", { class: "badge lint-error", title: s.lint.lines.join("\n") }, `${s.lint.errors} lint error${s.lint.errors > 1 ? "s" : ""}`) : null,
      s.lint.warnings ? el("span", { class: "badge lint-warning", title: s.lint.lines.join("\n") }, `${s.lint.warnings} warning${s.lint.warnings > 1 ? "s" : ""}`) : null,
      // The room each text has, where someone will look: a lint finding or a failed review.
      s.lint.room.length && (s.lint.errors || s.lint.warnings || (s.review && s.review.status !== "passed"))
        ? el("span", { class: "badge room", title: s.lint.room.join("\n") }, "room") : null
    ),
    s.error ? el("div", { class: "error" }, s.error) : null
  );
}

function errorCard(spec) {
  return el("figure", { class: "card failed", "data-spec": spec.path },
    el("div", { class: "frame" }),
    el("figcaption", {}, el("a", { class: "name", href: `#/spec/${encodeURIComponent(spec.path)}` }, spec.path),
      el("div", { class: "error" }, spec.error)));
}

function facetOptions(key) {
  const values = new Set();
  for (const s of state.snapshots.values()) if (s.facets[key]) values.add(s.facets[key]);
  return [...values].sort();
}

function gallery() {
  const main = document.getElementById("main");
  const grid = el("section", { class: "grid", id: "grid" });
  const refill = () => {
    const shown = [...state.snapshots.values()].filter(matches);
    // A spec that never loaded has no snapshot: its error has a card of its own.
    const broken = state.specs.filter((s) => s.error && s.snapshots.length === 0);
    fill(grid, broken.map(errorCard), shown.map((s) => card(s)));
    count.textContent = `${shown.length} of ${state.snapshots.size} snapshots`;
  };
  const count = el("span", { class: "count" });
  const filters = el(
    "div",
    { class: "filters" },
    FACETS.map((k) =>
      el(
        "label",
        {},
        k + " ",
        el(
          "select",
          { "data-facet": k, onchange: (e) => { state.filters[k] = e.target.value; refill(); } },
          el("option", { value: "" }, "all"),
          facetOptions(k).map((v) => el("option", { value: v, selected: state.filters[k] === v }, v))
        )
      )
    ),
    el("input", {
      type: "search", placeholder: "text", value: state.filters.text, id: "filter-text",
      oninput: (e) => { state.filters.text = e.target.value; refill(); },
    }),
    el(
      "label",
      {},
      el("input", { type: "checkbox", id: "whole-screen", checked: state.wholeScreen, onchange: (e) => { state.wholeScreen = e.target.checked; refill(); } }),
      " whole screen"
    ),
    count
  );
  fill(main, filters, grid);
  refill();
  window.alertsnapReady = true;
}

// ---- a spec's page ----

function specPage(path) {
  const main = document.getElementById("main");
  const spec = state.specs.find((s) => s.path === path);
  if (!spec) {
    fill(main, el("p", { class: "error" }, `${path}: not a served spec`));
    return;
  }
  const snapshots = spec.snapshots.map((id) => state.snapshots.get(id)).filter(Boolean);
  const hitLine = el("div", { class: "hit", id: "hit" }, "Click an image: what a tap there reaches.");
  const form = variantForm(path);
  const toggles = el(
    "div",
    { class: "filters" },
    el("label", {}, el("input", { type: "checkbox", id: "overlay-frames", checked: state.overlays.frames, onchange: (e) => { state.overlays.frames = e.target.checked; specPage(path); } }), " layout frames"),
    el("label", {}, el("input", { type: "checkbox", id: "overlay-taps", checked: state.overlays.taps, onchange: (e) => { state.overlays.taps = e.target.checked; specPage(path); } }), " backdrop tap rectangles"),
    form
  );
  const variants = el("section", { class: "variants" }, snapshots.map((s) => variantView(s, hitLine)));
  fill(main,
    el("h1", {}, path),
    spec.error ? el("div", { class: "error" }, spec.error) : null,
    toggles,
    hitLine,
    variants
  );
  window.alertsnapReady = true;
}

// What the "add a variant" form holds, by spec: the page is drawn again whenever a snapshot
// changes (a render finishing, a file saved), and a half-filled form must survive that.
const variantDrafts = new Map();

// Every variant key the server knows (`/api/variant-keys`), with its values: a key without a
// fixed list (locale) is typed.
function variantForm(path) {
  const selects = {};
  if (!variantDrafts.has(path)) variantDrafts.set(path, {});
  const draft = variantDrafts.get(path);
  const fields = (state.variantKeys || []).map(({ key: k, values }) => {
    const input = values
      ? el("select", { "data-key": k }, el("option", { value: "" }, "—"), values.map((v) => el("option", { value: v }, v)))
      : el("input", { "data-key": k, size: 8, placeholder: k === "locale" ? "ar" : "" });
    input.value = draft[k] || "";
    const keep = () => { draft[k] = input.value; };
    input.addEventListener("input", keep);
    input.addEventListener("change", keep);
    selects[k] = input;
    return el("label", {}, k + " ", input);
  });
  const note = el("span", { class: "note" });
  const add = async (e) => {
    e.preventDefault();
    const variant = {};
    for (const [k, input] of Object.entries(selects)) if (input.value) variant[k] = input.value;
    try {
      await post("/api/variants", { spec: path, variant });
      note.textContent = "added";
    } catch (err) {
      note.textContent = err.message;
    }
  };
  return el("form", { class: "add-variant", onsubmit: add }, "Add a variant: ", fields, el("button", { type: "submit" }, "Add"), note);
}

function variantView(s, hitLine) {
  const box = el("figure", { class: "card variant-view", "data-id": s.id, "data-whole": "1" });
  fillCard(box, s);
  const frame = box.querySelector(".frame");
  const svg = svgEl("svg", { class: "overlay", viewBox: `0 0 ${s.size.width} ${s.size.height}`, preserveAspectRatio: "none" });
  frame.append(svg);
  // Drawn again whenever the snapshot is rendered again (an edit moves the frames).
  box.refreshOverlay = (generation) => {
    if (!generation || box.dataset.layoutGeneration === String(generation)) return;
    box.dataset.layoutGeneration = generation;
    getJSON(`/api/snapshots/${s.id}/layout`).then((layout) => drawOverlay(svg, layout)).catch(() => {});
  };
  box.refreshOverlay(s.generation);
  frame.addEventListener("click", async (e) => {
    const r = frame.getBoundingClientRect();
    const x = ((e.clientX - r.left) / r.width) * s.size.width;
    const y = ((e.clientY - r.top) / r.height) * s.size.height;
    const hit = await getJSON(`/api/snapshots/${s.id}/hit?x=${x.toFixed(1)}&y=${y.toFixed(1)}`);
    hitLine.textContent = `${s.name} at (${x.toFixed(0)}, ${y.toFixed(0)}) pt: ${hit.region}${hit.dismisses ? ", dismisses the alert" : ", does not dismiss"}`;
  });
  return box;
}

function rect(svg, f, cls, label) {
  if (!f) return;
  svg.append(svgEl("rect", { x: f.x, y: f.y, width: f.width, height: f.height, class: cls }));
  if (label) {
    const t = svgEl("text", { x: f.x + 4, y: f.y + 14, class: cls + "-label" });
    t.textContent = label;
    svg.append(t);
  }
}

function drawOverlay(svg, layout) {
  fill(svg);
  if (state.overlays.taps && layout.backdrop) {
    for (const [name, f] of Object.entries(layout.backdrop)) rect(svg, f, `tap tap-${name}`, `backdrop.${name}`);
  }
  if (state.overlays.frames) {
    rect(svg, layout.alert, "frame-alert");
    for (const k of ["title", "message"]) if (layout[k]) rect(svg, layout[k].frame, "frame-text");
    for (const f of layout.textFields || []) rect(svg, f.frame, "frame-field");
    for (const k of ["icon", "progress", "activityIndicator", "table"]) if (layout[k]) rect(svg, layout[k].frame, "frame-text");
    for (const a of layout.actions || []) if (a.frame) rect(svg, a.frame, "frame-action");
  }
}
