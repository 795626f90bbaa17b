// alertsnap serve: gallery, spec pages and review, kept current by Server-Sent Events.
// Plain DOM, fetch and EventSource; nothing is loaded from elsewhere.
"use strict";

const token = new URLSearchParams(location.search).get("token") || sessionStorage.getItem("alertsnap-token") || "";
if (token) sessionStorage.setItem("alertsnap-token", token);

const state = {
  snapshots: new Map(), // id -> snapshot JSON
  specs: [],
  report: false,
  reportItems: null,
  filters: { appearance: "", device: "", orientation: "", contentSize: "", locale: "", direction: "", text: "" },
  wholeScreen: false,
  overlays: { frames: true, taps: true },
  showPassed: false,
  groups: [], // failures grouped by cause: {cause, count, dialogs, colors, ids}
  verdict: null, // a reviewed report's run: {headline, failed, hints, unused}
  undo: [], // accepts that can be undone: {ticket, name, golden}
};
// Times at which each new image was shown (the browser test reads them).
window.alertsnapLoads = [];
window.alertsnapReady = false;

// Whose dialog and its look first, as in golden file names (platform, android, ios): the platform
// and the look are the first things a reviewer splits by. A snapshot has no value for the other
// platform's look (an Android one no `ios`, an iOS one no `android`).
const FACETS = ["platform", "android", "ios", "appearance", "device", "orientation", "contentSize", "locale", "direction"];
const VARIANT_KEYS = {
  platform: ["ios", "android"],
  android: ["material3", "material3-views", "appcompat"],
  ios: ["18", "26"],
  appearance: ["light", "dark"],
  orientation: ["portrait", "landscape"],
  contentSize: ["xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge", "AX1", "AX2", "AX3", "AX4", "AX5"],
  layoutDirection: ["ltr", "rtl"],
  locale: null,
  device: null,
};

function el(tag, attrs, ...children) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (k === "class") e.className = v;
    else if (k.startsWith("on")) e.addEventListener(k.slice(2), v);
    else if (v !== null && v !== undefined && v !== false) e.setAttribute(k, v === true ? "" : v);
  }
  for (const c of children.flat()) if (c !== null && c !== undefined) e.append(c.nodeType ? c : String(c));
  return e;
}

// Replaces a node's children, leaving out the absent ones (null, undefined, false).
function fill(node, ...children) {
  node.replaceChildren(...children.flat().filter((c) => c !== null && c !== undefined && c !== false));
}

function svgEl(tag, attrs) {
  const e = document.createElementNS("http://www.w3.org/2000/svg", tag);
  for (const [k, v] of Object.entries(attrs || {})) e.setAttribute(k, v);
  return e;
}

async function getJSON(url) {
  const r = await fetch(url);
  if (!r.ok) throw new Error((await r.json().catch(() => ({}))).error || r.statusText);
  return r.json();
}

async function post(url, body) {
  const r = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Alertsnap-Token": token },
    body: JSON.stringify(body),
  });
  const json = await r.json().catch(() => ({}));
  if (!r.ok) throw new Error(json.error || r.statusText);
  return json;
}

// Lists asked for one after another can arrive out of order (two "list" events close together):
// only the answer to the latest request is used, so an older list never replaces a newer one.
let listRequests = 0;

async function loadList() {
  const ticket = ++listRequests;
  const list = await getJSON("/api/snapshots");
  if (ticket !== listRequests) return false;
  state.specs = list.specs;
  state.report = list.report;
  state.snapshots = new Map(list.snapshots.map((s) => [s.id, s]));
  state.groups = list.groups || [];
  state.verdict = list.verdict || null;
  if (state.report) state.reportItems = await getJSON("/api/report");
  return ticket === listRequests;
}

// ---- live updates ----

function connect() {
  const status = document.getElementById("status");
  const es = new EventSource("/api/events");
  es.addEventListener("hello", async () => {
    status.textContent = "live";
    status.className = "status live";
    if (await loadList()) route();
  });
  es.addEventListener("snapshot", (e) => {
    const s = JSON.parse(e.data);
    state.snapshots.set(s.id, s);
    updateSnapshot(s);
  });
  es.addEventListener("list", async () => {
    if (await loadList()) route();
  });
  es.onerror = () => {
    status.textContent = "reconnecting…";
    status.className = "status";
  };
}

// Swaps a card's image once the new one has loaded (no flash), then notes when it was shown.
function showImage(img, url, s) {
  if (img.dataset.src === url) return;
  img.dataset.src = url;
  const next = new Image();
  next.onload = () => {
    if (img.dataset.src !== url) return;
    img.src = next.src;
    img.dataset.generation = s.generation;
    window.alertsnapLoads.push({ id: s.id, generation: s.generation, t: Date.now() });
  };
  next.src = url;
}

function imageURL(s, whole) {
  return `/api/snapshots/${s.id}/${whole ? "screen" : "image"}.png?g=${s.generation}`;
}

function updateSnapshot(s) {
  for (const card of document.querySelectorAll(`[data-id="${s.id}"]`)) {
    fillCard(card, s);
    if (card.refreshOverlay) card.refreshOverlay(s.generation);
  }
  // The review is drawn again as a whole (counts, groups, rows), once for a burst of events,
  // after the list (with its groups) is read again: never a stale count or an emptied card.
  if (s.review && location.hash.startsWith("#/review")) scheduleReview();
}

let reviewTimer = null;
function scheduleReview() {
  clearTimeout(reviewTimer);
  reviewTimer = setTimeout(async () => {
    if (location.hash.startsWith("#/review") && (await loadList())) review();
  }, 150);
}

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

function variantForm(path) {
  const selects = {};
  if (!variantDrafts.has(path)) variantDrafts.set(path, {});
  const draft = variantDrafts.get(path);
  const fields = Object.entries(VARIANT_KEYS).map(([k, values]) => {
    const input = values
      ? el("select", { "data-key": k }, el("option", { value: "" }, "—"), values.map((v) => el("option", { value: v }, v)))
      : el("input", { "data-key": k, size: 8, placeholder: k === "locale" ? "ar" : "iphone-se" });
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

// ---- review ----

function reviewItems() {
  if (state.report) return state.reportItems || [];
  return [...state.snapshots.values()]
    .filter((s) => s.review && !s.onRequest)
    .map((s) => ({ key: String(s.id), id: s.id, name: s.name, spec: s.spec, golden: s.golden, generation: s.review.generation, ...s.review }));
}

// The groups a review item is in: by snapshot ID, or for a report's item by the report's numbers.
function groupsOf(r) {
  return state.report
    ? state.groups.filter((g) => (r.groups || []).includes(g.number))
    : state.groups.filter((g) => g.ids.includes(r.id));
}

function reviewShown(r) {
  if (!state.showPassed && r.status === "passed") return false;
  const f = state.filters.text;
  if (!f) return true;
  const s = r.id !== undefined ? state.snapshots.get(r.id) : null;
  const hay = s ? searchText(s)
    : [r.name, r.spec, r.message, ...(r.changes || []), ...groupsOf(r).map((g) => g.cause)].join(" ").toLowerCase();
  return hay.includes(f.toLowerCase());
}

// The lint errors of a review item's snapshot (a report's items carry none of their own).
function lintErrors(r) {
  const s = r.id !== undefined ? state.snapshots.get(r.id) : null;
  return s && s.lint ? s.lint.errors : 0;
}

// Asks before accepting: how many goldens are replaced and added, how many carry lint errors, and for what causes.
function confirmAccept(items, what) {
  const replaced = items.filter((r) => r.status !== "missing").length;
  const added = items.length - replaced;
  const causes = state.groups.map((g) => [g, items.filter((r) => groupsOf(r).includes(g)).length])
    .filter(([, n]) => n > 0).map(([g, n]) => `• ${g.cause} (${n})`);
  const linted = items.filter((r) => lintErrors(r) > 0).length;
  const text = `${what}: accept ${items.length} snapshot${items.length === 1 ? "" : "s"}?\n` +
    `${replaced} golden${replaced === 1 ? "" : "s"} replaced, ${added} added.\n` +
    (linted ? `${linted} of them carry lint errors: accepting records them as they are.\n` : "") +
    (causes.length ? `What changes:\n${causes.slice(0, 12).join("\n")}\n` : "") +
    "Each accept can be undone on this page until the server stops.";
  return window.confirm(text);
}

async function acceptMany(items, note) {
  let done = 0;
  for (const r of items) {
    try { await accept(r); done++; } catch (err) { note.textContent = err.message; }
  }
  note.textContent = `accepted ${done} of ${items.length}`;
  scheduleReview();
}

function review() {
  const main = document.getElementById("main");
  const items = reviewItems().filter(reviewShown);
  const note = el("span", { class: "note", id: "accept-note" });
  const acceptAll = el("button", {
    id: "accept-all", disabled: !items.some(acceptable),
    onclick: async () => {
      const chosen = reviewItems().filter((r) => reviewShown(r) && acceptable(r));
      if (!chosen.length || !confirmAccept(chosen, "Accept all shown")) return;
      await acceptMany(chosen, note);
    },
  }, "Accept all shown");
  const last = state.undo[state.undo.length - 1];
  const undoLast = el("button", {
    id: "undo-last", class: "secondary", disabled: !last, title: last ? `put back ${last.golden}` : "",
    onclick: () => undo(last, note),
  }, last ? `Undo accept of ${last.name}` : "Undo");
  const all = reviewItems();
  const counts = {};
  for (const r of all) counts[r.status] = (counts[r.status] || 0) + 1;
  const search = el("input", {
    type: "search", placeholder: "filter: name, text, cause", value: state.filters.text, id: "review-filter",
    oninput: (e) => { state.filters.text = e.target.value; review(); },
  });
  // The review is drawn again on every change (an accept, a render): typing in the filter goes on.
  const active = document.activeElement;
  const caret = active && active.id === "review-filter" ? active.selectionStart : null;
  fill(main,
    el("div", { class: "filters" },
      el("span", { id: "review-counts" }, Object.entries(counts).map(([k, n]) => `${n} ${k}`).join(", ") || "nothing compared yet"),
      el("label", {}, el("input", { type: "checkbox", checked: state.showPassed, onchange: (e) => { state.showPassed = e.target.checked; review(); } }), " show passed"),
      search, acceptAll, undoLast, note, state.report ? el("span", { class: "badge" }, "reviewing a report") : null),
    verdictBlock(all),
    groupList(note),
    el("section", { class: "review-list" }, items.map((r) => (state.report ? reportRow(r) : reviewRow(state.snapshots.get(r.id)))))
  );
  if (caret !== null) {
    search.focus();
    search.setSelectionRange(caret, caret);
  }
  window.alertsnapReady = true;
}

// The headline: a reviewed report's run as it ended (never "passed" when it failed, each kind of
// failure named, the commands that resolve it, its unused goldens); live, what the comparisons
// found so far, kind by kind.
function verdictBlock(all) {
  let failed, headline, hints = [], unused = [];
  if (state.report && state.verdict) {
    ({ failed, headline, hints, unused } = state.verdict);
  } else {
    const n = (status) => all.filter((r) => r.status === status).length;
    const lint = [...state.snapshots.values()].filter((s) => s.review && s.review.status === "passed" && s.lint.errors > 0).length;
    const kinds = [[n("differs") + n("facts changed"), "differ"], [n("missing"), "missing"], [lint, "failed lint"], [n("error"), "errors"]]
      .filter(([k]) => k > 0).map(([k, what]) => `${k} ${what}`);
    failed = kinds.length > 0;
    headline = failed ? `Failing: ${kinds.join(", ")}` : all.length ? `All ${all.length} compared snapshots pass` : "Nothing compared yet";
  }
  return el("section", { class: `verdict ${failed ? "fail" : "ok"}`, id: "review-verdict" },
    el("h2", {}, headline),
    hints.length ? el("ul", { class: "hints" }, hints.map((h) => el("li", {}, h.command ? el("code", {}, h.command) : null, " ", h.why))) : null,
    unused.length ? el("details", { class: "unused", open: true },
      el("summary", {}, `${unused.length} unused golden${unused.length === 1 ? "" : "s"}: no spec uses ${unused.length === 1 ? "it" : "them"} (a spec deleted, renamed or made invalid)`),
      el("ul", {}, unused.map((p) => el("li", {}, el("code", {}, p))))) : null);
}

// " in 2 dialogs": how many spec files a group's snapshots come from (none said when unknown).
const dialogs = (g) => g.dialogs ? ` in ${g.dialogs} dialog${g.dialogs === 1 ? "" : "s"}` : "";

// The failures grouped by cause: the cause in the spec's words, swatches, a count, and an
// accept for the group (asked first).
function groupList(note) {
  if (!state.groups.length) return null;
  return el("section", { class: "groups", id: "groups" },
    el("h2", {}, `${state.groups.length} cause${state.groups.length === 1 ? "" : "s"}`),
    el("ul", {}, state.groups.map((g) => {
      const items = reviewItems().filter((r) => groupsOf(r).includes(g)).filter(acceptable);
      return el("li", { class: "group" }, swatches(g.colors), el("code", {}, g.cause), `: ${g.count} snapshot${g.count === 1 ? "" : "s"}${dialogs(g)} `,
        el("button", {
          class: "accept-group", disabled: !items.length,
          onclick: async () => { if (confirmAccept(items, g.cause)) await acceptMany(items, note); },
        }, "Accept group"),
        el("button", { class: "secondary", onclick: () => { state.filters.text = g.cause; review(); } }, "Show"));
    })));
}

async function undo(entry, note) {
  if (!entry) return;
  try {
    const r = await post("/api/undo", { undo: entry.ticket });
    state.undo = state.undo.filter((u) => u !== entry);
    note.textContent = `restored ${r.restored}`;
  } catch (err) {
    note.textContent = err.message;
  }
  scheduleReview();
}

function acceptable(r) {
  return r.status === "differs" || r.status === "missing" || r.status === "facts changed";
}

async function accept(r) {
  const body = state.report
    ? { report: r.index, goldenDigest: r.goldenDigest }
    : { id: r.id, goldenDigest: r.goldenDigest, generation: r.generation };
  const done = await post("/api/accept", body);
  state.undo.push({ ticket: done.undo, name: r.name, golden: done.accepted });
  return done;
}

function reviewRow(s) {
  const r = { id: s.id, name: s.name, spec: s.spec, golden: s.golden, ...s.review };
  return reviewBlock(r, s.id);
}

function reportRow(r) {
  return reviewBlock(r, "r" + r.index);
}

function reviewBlock(r, key) {
  const note = el("span", { class: "note" });
  const button = el("button", {
    class: "accept", disabled: !acceptable(r),
    onclick: async () => {
      // A snapshot with lint errors is accepted only when asked first.
      const errors = lintErrors(r);
      if (errors && !window.confirm(`${r.name || "This snapshot"} carries ${errors} lint error${errors > 1 ? "s" : ""}: accept it as it is?`)) return;
      button.disabled = true;
      try { await accept(r); note.textContent = `accepted: wrote ${r.golden}`; scheduleReview(); } catch (err) { note.textContent = err.message; button.disabled = false; }
    },
  }, "Accept");
  // A snapshot that passes has no failure images: its golden is what it shows.
  const panes = r.status === "passed" && r.id !== undefined
    ? el("div", { class: "panes" }, pane("golden (matches)", `/api/snapshots/${r.id}/image.png?g=${r.generation}`))
    : el("div", { class: "panes" },
      pane(r.status === "missing" ? "expected (no golden yet)" : "expected", r.expected), pane("actual", r.actual), pane("diff", r.diff));
  const undoable = state.undo.filter((u) => u.golden === r.golden).pop();
  const causes = groupsOf(r);
  const compare = r.expected && r.actual ? slider(r.expected, r.actual) : null;
  return el("article", { class: `review status-${r.status.replace(" ", "-")}`, "data-review": key },
    el("h2", {}, el("span", { class: `badge status-${r.status.replace(" ", "-")}` }, r.status), " ", r.name, " ", el("small", {}, r.spec)),
    causes.length ? el("div", { class: "causes" }, causes.map((g) => el("span", { class: "cause" }, swatches(g.colors), g.cause))) : null,
    r.changes && r.changes.length ? el("ul", { class: "facts" }, r.changes.map((c) => el("li", {}, c))) : null,
    el("p", { class: "message" }, r.message),
    el("div", { class: "actions" }, button,
      undoable ? el("button", { class: "undo secondary", onclick: () => undo(undoable, note) }, "Undo accept") : null, note),
    el("div", { class: "sides" }, panes, compare));
}

function pane(label, url) {
  return el("figure", { class: "pane" }, url ? el("img", { src: url, alt: label }) : el("div", { class: "empty" }, label.startsWith("expected") ? "no golden" : "not written"), el("figcaption", {}, label));
}

// Expected under actual: the slider uncovers the actual from the left; blend sets its opacity.
function slider(expected, actual) {
  const top = el("img", { src: actual, class: "top", alt: "actual" });
  const stack = el("div", { class: "stack" }, el("img", { src: expected, alt: "expected" }), top);
  const apply = () => {
    top.style.clipPath = `inset(0 ${100 - split.value}% 0 0)`;
    top.style.opacity = blend.value / 100;
  };
  const split = el("input", { type: "range", min: 0, max: 100, value: 50, oninput: apply });
  const blend = el("input", { type: "range", min: 0, max: 100, value: 100, oninput: apply });
  apply();
  return el("div", { class: "compare" },
    el("div", { class: "controls" }, el("label", {}, "slider ", split), el("label", {}, "blend ", blend)),
    stack);
}

// ---- routing ----

function route() {
  const hash = location.hash || "#/";
  document.getElementById("nav-gallery").classList.toggle("current", hash === "#/");
  document.getElementById("nav-review").classList.toggle("current", hash.startsWith("#/review"));
  window.alertsnapReady = false;
  if (hash.startsWith("#/spec/")) specPage(decodeURIComponent(hash.slice(7)));
  else if (hash.startsWith("#/review")) review();
  else gallery();
}

window.addEventListener("hashchange", route);
window.addEventListener("DOMContentLoaded", connect);
