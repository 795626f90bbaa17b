// alertsnap serve: the review (verdict, causes, accepts and their undo).
"use strict";

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
  const text = `${what}: accept ${counted(items.length, "snapshot")}?\n` +
    `${counted(replaced, "golden")} replaced, ${added} added.\n` +
    (linted ? `${linted} of them carry lint errors: accepting records them as they are.\n` : "") +
    (causes.length ? `What changes:\n${causes.slice(0, 12).join("\n")}\n` : "") +
    "The whole accept can be undone in one click on this page until the server stops.";
  return window.confirm(text);
}

// What the last accept or undo said: kept across the review's redraws (every render redraws it).
let reviewNote = "";

function say(text) {
  reviewNote = text;
  const note = document.getElementById("accept-note");
  if (note) note.textContent = text;
}

// The body of one accept: a report's item by its index, a live snapshot by its ID and the
// generation that was looked at.
function acceptBody(r) {
  return state.report
    ? { report: r.index, goldenDigest: r.goldenDigest }
    : { id: r.id, goldenDigest: r.goldenDigest, generation: r.generation };
}

// Many accepts in one request: one entry in the undo list, undone as a whole.
async function acceptMany(items, group) {
  try {
    const done = await post("/api/accept", { items: items.map(acceptBody), group: group || null });
    const refused = done.refused.length ? `; refused ${done.refused.length}: ${done.refused[0]}` : "";
    say(`accepted ${done.accepted.length} of ${items.length}${refused}`);
  } catch (err) {
    say(err.message);
  }
  await loadUndo();
  scheduleReview();
}

function review() {
  const main = document.getElementById("main");
  const items = reviewItems().filter(reviewShown);
  const note = el("span", { class: "note", id: "accept-note" }, reviewNote);
  const acceptAll = el("button", {
    id: "accept-all", disabled: !items.some(acceptable),
    onclick: async () => {
      const chosen = reviewItems().filter((r) => reviewShown(r) && acceptable(r));
      if (!chosen.length || !confirmAccept(chosen, "Accept all shown")) return;
      await acceptMany(chosen, null);
    },
  }, "Accept all shown");
  const last = state.undo[0];
  const undoLast = el("button", {
    id: "undo-last", class: "secondary", disabled: !last, title: last ? undoText(last) : "",
    onclick: () => undo(last),
  }, last ? "Undo last accept" : "Undo");
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
    undoList(),
    groupList(),
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
      el("summary", {}, `${counted(unused.length, "unused golden")}: no spec uses ${unused.length === 1 ? "it" : "them"} (a spec deleted, renamed or made invalid)`),
      el("ul", {}, unused.map((p) => el("li", {}, el("code", {}, p))))) : null);
}

// " in 2 dialogs": how many spec files a group's snapshots come from (none said when unknown).
const dialogs = (g) => g.dialogs ? ` in ${counted(g.dialogs, "dialog")}` : "";

// The failures grouped by cause: the cause in the spec's words, swatches, a count, and an
// accept for the group (asked first, one undo entry).
function groupList() {
  if (!state.groups.length) return null;
  return el("section", { class: "groups", id: "groups" },
    el("h2", {}, counted(state.groups.length, "cause")),
    el("ul", {}, state.groups.map((g) => {
      const items = reviewItems().filter((r) => groupsOf(r).includes(g)).filter(acceptable);
      return el("li", { class: "group" }, swatches(g.colors), el("code", {}, g.cause), `: ${counted(g.count, "snapshot")}${dialogs(g)} `,
        el("button", {
          class: "accept-group", disabled: !items.length,
          onclick: async () => { if (confirmAccept(items, g.cause)) await acceptMany(items, g.cause); },
        }, "Accept group"),
        el("button", { class: "secondary", onclick: () => { state.filters.text = g.cause; review(); } }, "Show"));
    })));
}

// "Undo: accept of 16 snapshots in group `colors.destructive …` — puts back 16 goldens".
function undoText(u) {
  return `Undo: ${u.what} — ${u.restores}`;
}

// The server's undo list, newest first: each entry undoes one accept (a whole group's) in one click.
function undoList() {
  if (!state.undo.length) return null;
  return el("section", { class: "undo-list", id: "undo-list" },
    el("h2", {}, `${counted(state.undo.length, "accept")} can be undone`),
    el("ul", {}, state.undo.map((u) => el("li", { "data-undo": u.undo },
      el("button", { class: "secondary undo-entry", title: u.goldens.join("\n"), onclick: () => undo(u) }, "Undo"),
      el("span", { class: "undo-what" }, `${u.what} — ${u.restores}`)))));
}

async function undo(entry) {
  if (!entry) return;
  try {
    const r = await post("/api/undo", { undo: entry.undo });
    say(`undone: ${r.undone} (${counted(r.restored.length, "golden")})`);
  } catch (err) {
    say(`undo refused: ${err.message}`);
  }
  await loadUndo();
  scheduleReview();
}

function acceptable(r) {
  return r.status === "differs" || r.status === "missing" || r.status === "facts changed";
}

async function accept(r) {
  const done = await post("/api/accept", acceptBody(r));
  await loadUndo();
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
      try { await accept(r); say(`accepted: wrote ${r.golden}`); scheduleReview(); } catch (err) { note.textContent = err.message; button.disabled = false; }
    },
  }, "Accept");
  // A snapshot that passes has no failure images: its golden is what it shows.
  const panes = r.status === "passed" && r.id !== undefined
    ? el("div", { class: "panes" }, pane("golden (matches)", `/api/snapshots/${r.id}/image.png?g=${r.generation}`))
    : el("div", { class: "panes" },
      pane(r.status === "missing" ? "expected (no golden yet)" : "expected", r.expected, r, "expected"),
      pane("actual", r.actual, r, "actual"), pane("diff", r.diff, r, "diff"));
  // The newest accept that wrote this golden: undone as a whole (a group's too).
  const undoable = state.undo.find((u) => u.goldens.includes(r.golden));
  const causes = groupsOf(r);
  const compare = r.expected && r.actual ? slider(r) : null;
  return el("article", { class: `review status-${r.status.replace(" ", "-")}`, "data-review": key },
    el("h2", {}, el("span", { class: `badge status-${r.status.replace(" ", "-")}` }, r.status), " ", r.name, " ", el("small", {}, r.spec)),
    causes.length ? el("div", { class: "causes" }, causes.map((g) => el("span", { class: "cause" }, swatches(g.colors), g.cause))) : null,
    r.changes && r.changes.length ? el("ul", { class: "facts" }, r.changes.map((c) => el("li", {}, c))) : null,
    el("p", { class: "message" }, r.message),
    el("div", { class: "actions" }, button,
      undoable ? el("button", { class: "undo secondary", title: undoText(undoable), onclick: () => undo(undoable) },
        undoable.goldens.length === 1 ? "Undo accept" : `Undo accept of all ${undoable.goldens.length}`) : null, note),
    el("div", { class: "sides" }, panes, compare));
}

// A thumbnail; a click opens the close-up of its item (`view`: which image it shows first).
function pane(label, url, item, view) {
  const img = url ? el("img", { src: url, alt: label }) : null;
  if (img && item) {
    img.classList.add("zoomable");
    img.title = "Click for the close-up: 1:1, wipe, swap, the colour under the pointer";
    img.addEventListener("click", () => openCloseup(item, view));
  }
  return el("figure", { class: "pane" }, img || el("div", { class: "empty" }, label.startsWith("expected") ? "no golden" : "not written"), el("figcaption", {}, label));
}

// Expected under actual: the slider uncovers the actual from the left; blend sets its opacity.
function slider(r) {
  const top = el("img", { src: r.actual, class: "top", alt: "actual" });
  const stack = el("div", { class: "stack zoomable", title: "Click for the close-up" }, el("img", { src: r.expected, alt: "expected" }), top);
  stack.addEventListener("click", () => openCloseup(r, "wipe"));
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
