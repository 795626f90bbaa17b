// alertsnap serve: the page's state, its requests and routes, kept current by Server-Sent Events
// (gallery.js draws the gallery and a spec's page, review.js the review, closeup.js a failure's
// close-up). Plain DOM, fetch and EventSource; nothing is loaded from elsewhere.
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
  undo: [], // the server's undo list, newest first: {undo, what, restores, goldens}
  variantKeys: null, // every variant key and its values: [{key, values | null}]
  pending: 0, // renders waiting or running on the server
  connected: false,
};
/** `1 golden`, `2 goldens`: a count and its noun, as the server's messages say them. */
const counted = (n, noun) => `${n} ${noun}${n === 1 ? "" : "s"}`;
// Times at which each new image was shown, and each change of the live status (the browser test reads them).
window.alertsnapLoads = [];
window.alertsnapStatus = [];
window.alertsnapReady = false;

// Whose dialog and its look first, as in golden file names (platform, android, ios): the platform
// and the look are the first things a reviewer splits by. A snapshot has no value for the other
// platform's look (an Android one no `ios`, an iOS one no `android`).
const FACETS = ["platform", "android", "ios", "appearance", "device", "orientation", "contentSize", "locale", "direction"];
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
// A snapshot event that came while a list was on its way may be newer than the list (a render
// finished meanwhile): the event's state is kept. Events are numbered as they come.
let snapshotEvents = 0;
const snapshotEventAt = new Map(); // id -> number of its last event

async function loadList() {
  const ticket = ++listRequests;
  const since = snapshotEvents;
  const list = await getJSON("/api/snapshots");
  if (ticket !== listRequests) return false;
  state.specs = list.specs;
  state.report = list.report;
  const previous = state.snapshots;
  state.snapshots = new Map(list.snapshots.map((s) =>
    [s.id, (snapshotEventAt.get(s.id) || 0) > since && previous.has(s.id) ? previous.get(s.id) : s]));
  state.groups = list.groups || [];
  state.verdict = list.verdict || null;
  const [items, undo, keys] = await Promise.all([
    state.report ? getJSON("/api/report") : null,
    getJSON("/api/undo"),
    state.variantKeys ? state.variantKeys : getJSON("/api/variant-keys"),
  ]);
  if (ticket !== listRequests) return false;
  state.reportItems = items;
  state.undo = undo.entries;
  state.variantKeys = keys;
  return true;
}

// The undo list is the server's: read again after every accept and undo (this page's or another's).
async function loadUndo() {
  state.undo = (await getJSON("/api/undo")).entries;
}

// ---- live updates ----

// "live", or "updating… (N)" while the server renders: the counts shown are then marked stale
// (the body's `updating` class) until the queue drains and the page is drawn again.
function showPending(n, force) {
  if (n === state.pending && !force) return;
  const was = state.pending;
  state.pending = n;
  const status = document.getElementById("status");
  if (!state.connected) return;
  status.textContent = n > 0 ? `updating… (${n})` : "live";
  status.className = n > 0 ? "status updating" : "status live";
  status.title = n > 0 ? `${counted(n, "render")} pending: the counts are stale until they finish` : "live updates";
  document.body.classList.toggle("updating", n > 0);
  const counts = document.getElementById("review-counts") || document.querySelector(".count");
  window.alertsnapStatus.push({ pending: n, text: status.textContent, countsOpacity: counts ? Number(getComputedStyle(counts).opacity) : null, t: Date.now() });
  // Drained: the review's counts are read again.
  if (n === 0 && was > 0 && location.hash.startsWith("#/review")) scheduleReview();
}

function connect() {
  const status = document.getElementById("status");
  const es = new EventSource("/api/events");
  // The hello says how many renders are pending; "pending" events say it again as it changes.
  es.addEventListener("hello", async (e) => {
    state.connected = true;
    showPending(JSON.parse(e.data).pending || 0, true);
    if (await loadList()) route();
  });
  es.addEventListener("pending", (e) => showPending(JSON.parse(e.data).pending));
  es.addEventListener("undo", async () => {
    await loadUndo();
    if (location.hash.startsWith("#/review")) review();
  });
  es.addEventListener("snapshot", (e) => {
    const s = JSON.parse(e.data);
    snapshotEventAt.set(s.id, ++snapshotEvents);
    state.snapshots.set(s.id, s);
    updateSnapshot(s);
  });
  es.addEventListener("list", async () => {
    if (await loadList()) route();
  });
  es.onerror = () => {
    state.connected = false;
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
