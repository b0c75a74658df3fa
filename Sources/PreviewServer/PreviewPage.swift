import CollectionRender
import Snapshots

/// The preview page of one scene: one self-contained HTML file (its style and script inline, no
/// other resource) showing the scene's image, fitted to the window or zoomed, with controls for
/// the content offset (scrubbers, the wheel, a drag on the image that flings on release), the
/// traits (appearance, layout direction, Dynamic Type) and the scene's variants (one, or all side
/// by side), the bounds (device presets, a free size, rotation), the scale and playback (the
/// scene's timeline, a fling, a tap on the image) paced by the clock with a frame scrubber, the
/// attributes of the element under the pointer, and an error banner. It follows the scene's event
/// stream and fetches the image again after each change.
enum PreviewPage {
  static func html(sceneName: String, file: String, devices: [Device], hasIndex: Bool) -> String {
    let deviceList = JSONText.array(
      devices.map {
        .object([
          ("name", .string($0.name)), ("width", .number($0.bounds.width)), ("height", .number($0.bounds.height)),
          ("scale", .number($0.scale)),
        ])
      })
    let categories = JSONText.array(ContentSizeCategory.allCases.map { .string($0.rawValue) })
    return
      template
      .replacingOccurrences(of: "__FAVICON__", with: PreviewFavicon.link)
      .replacingOccurrences(of: "__TITLE__", with: HTMLText.escaped(sceneName))
      .replacingOccurrences(of: "__FILE__", with: HTMLText.escaped(file))
      .replacingOccurrences(of: "__INDEX__", with: hasIndex ? "<a href=\"/\">All scenes</a>" : "")
      .replacingOccurrences(of: "__SCENE_JSON__", with: JSONText.string(sceneName).text(in: PreviewRenderer.layout))
      .replacingOccurrences(of: "__DEVICES_JSON__", with: deviceList.text(in: PreviewRenderer.layout))
      .replacingOccurrences(of: "__CATEGORIES_JSON__", with: categories.text(in: PreviewRenderer.layout))
  }

  static let template = #"""
    <!doctype html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>__TITLE__ · collection-render preview</title>
    __FAVICON__
    <style>
    :root { --ink: #1d1d1f; --muted: #6e6e73; --line: #d2d2d7; --panel: #f5f5f7; --accent: #0a66d8; --bad: #b3261e; }
    * { box-sizing: border-box; }
    body {
      margin: 0;
      font: 14px/1.4 system-ui, -apple-system, "DejaVu Sans", sans-serif;
      color: var(--ink);
      background: #fff;
    }
    header {
      display: flex;
      align-items: baseline;
      gap: 16px;
      padding: 12px 20px;
      border-bottom: 1px solid var(--line);
    }
    header h1 { font-size: 17px; margin: 0; }
    header .file { color: var(--muted); font-family: ui-monospace, "DejaVu Sans Mono", monospace; font-size: 12px; }
    header .live { margin-left: auto; color: var(--muted); font-size: 12px; }
    header .live::before { content: "●"; margin-right: 4px; color: #aaa; }
    header .live.on::before { color: #1a9e3f; }
    a { color: var(--accent); text-decoration: none; }
    #error { display: none; margin: 12px 20px 0; padding: 10px 12px; border: 1px solid var(--bad); border-radius: 6px;
      background: #fdf0ef;
      color: var(--bad);
      font-family: ui-monospace, "DejaVu Sans Mono", monospace;
      font-size: 12.5px;
      white-space: pre-wrap; word-break: break-word; }
    #error.shown { display: block; }
    main { display: flex; gap: 24px; padding: 16px 20px; align-items: flex-start; }
    .viewer { flex: 1; min-width: 0; display: flex; flex-direction: column; gap: 6px; }
    .scroller { display: grid; grid-template-columns: auto 28px; gap: 6px; justify-content: start; }
    .toolbar { display: flex; gap: 8px; align-items: center; color: var(--muted); font-size: 12.5px; }
    #panes-wrap { overflow: auto; }
    #panes { display: flex; gap: 12px; align-items: flex-start; cursor: grab; touch-action: none; }
    #panes.dragging { cursor: grabbing; }
    .pane { margin: 0; }
    .pane figcaption { display: none; font-size: 12px; color: var(--muted); padding: 0 0 4px;
      font-family: ui-monospace, "DejaVu Sans Mono", monospace; }
    #panes.captioned figcaption { display: block; }
    .stage { position: relative; border: 1px solid var(--line); background:
      repeating-conic-gradient(#f0f0f0 0% 25%, #fff 0% 50%) 0 0 / 16px 16px; line-height: 0; }
    .stage.stale { opacity: 0.55; }
    .stage img { display: block; image-rendering: auto; user-select: none; -webkit-user-drag: none; }
    .outline { position: absolute; border: 2px solid var(--accent); background: rgba(10, 102, 216, 0.12);
      pointer-events: none; display: none; }
    #scrub-y { writing-mode: vertical-lr; direction: ltr; width: 28px; height: 100%; margin: 0; }
    #scrub-x { width: 100%; margin: 0; }
    input[type=range]:disabled { visibility: hidden; }
    #device { flex: 1; min-width: 0; }
    aside { width: 330px; flex: none; display: flex; flex-direction: column; gap: 12px; }
    section { background: var(--panel); border-radius: 8px; padding: 10px 14px; }
    section h2 {
      font-size: 12px;
      text-transform: uppercase;
      letter-spacing: 0.04em;
      color: var(--muted);
      margin: 0 0 6px;
    }
    .row { display: flex; gap: 8px; align-items: center; margin: 5px 0; flex-wrap: wrap; }
    .row label { color: var(--muted); min-width: 64px; }
    .row select { flex: 1; min-width: 0; }
    select, input[type=number], input[type=text], button {
      font: inherit;
      padding: 3px 6px;
      border: 1px solid var(--line);
      border-radius: 5px; background: #fff; }
    input[type=number] { width: 76px; }
    button { cursor: pointer; }
    button:disabled { cursor: default; color: #aaa; }
    #frame { flex: 1; }
    #frame:disabled { visibility: visible; opacity: 0.4; }
    #offset-label, #frame-label, #segment-label {
      font-family: ui-monospace, "DejaVu Sans Mono", monospace;
      font-size: 12px;
      color: var(--muted);
    }
    dl { display: grid; grid-template-columns: auto 1fr; gap: 3px 10px; margin: 0; font-size: 12.5px; }
    dt { color: var(--muted); }
    dd { margin: 0; font-family: ui-monospace, "DejaVu Sans Mono", monospace; word-break: break-all; }
    #attributes .none { color: var(--muted); }
    </style>
    </head>
    <body>
    <header>
      <h1>__TITLE__</h1><span class="file">__FILE__</span>__INDEX__
      <span class="live" id="live" title="Reloads when the scene, its dataset or its images are saved">live</span>
    </header>
    <div id="error" role="alert"></div>
    <main>
      <div class="viewer" id="viewer">
        <div class="toolbar"><label for="zoom">zoom</label><select id="zoom">
          <option value="fit">fit to window</option><option value="0.5">50%</option><option value="1">100%</option>
          <option value="2">200%</option></select><span id="zoom-label"></span>
          <span>· wheel or drag the image to scroll, click to tap</span></div>
        <div class="scroller">
          <div id="panes-wrap"><div id="panes"></div></div>
          <input type="range" id="scrub-y" min="0" max="0" step="1" value="0" title="Content offset y">
          <input type="range" id="scrub-x" min="0" max="0" step="1" value="0" title="Content offset x">
        </div>
      </div>
      <aside>
        <section>
          <h2>Scroll</h2>
          <div class="row"><span id="offset-label">offset 0, 0</span></div>
          <div class="row"><label>content</label><span id="content-label">–</span></div>
        </section>
        <section>
          <h2>Traits</h2>
          <div class="row"><label for="variant">variant</label><select id="variant"></select></div>
          <div class="row"><label for="style">appearance</label><select id="style" data-trait="userInterfaceStyle">
            <option value="">scene's</option><option value="light">light</option><option value="dark">dark</option>
            </select></div>
          <div class="row"><label for="direction">direction</label>
            <select id="direction" data-trait="layoutDirection"><option value="">scene's</option>
            <option value="leftToRight">left to right</option><option value="rightToLeft">right to left</option>
            </select></div>
          <div class="row"><label for="category">text size</label>
            <select id="category" data-trait="preferredContentSizeCategory"><option value="">scene's</option>
            </select></div>
        </section>
        <section>
          <h2>Bounds</h2>
          <div class="row"><label>device</label><select id="device"></select></div>
          <div class="row"><label>size</label>
            <input type="number" id="width" min="1" step="1"> × <input type="number" id="height" min="1" step="1">
            <button id="rotate" title="Swap width and height">Rotate</button></div>
          <div class="row"><label>scale</label><select id="scale">
            <option value="">scene</option><option>1</option><option>2</option><option>3</option></select></div>
        </section>
        <section>
          <h2>Play</h2>
          <div class="row"><button id="play-timeline">Play timeline</button>
            <button id="stop" disabled>Stop</button></div>
          <div class="row"><label>fling</label><input type="text" id="velocity" value="0,2500" size="10"
            title="Velocity of the content offset, points per second"><button id="fling">Fling</button></div>
          <div class="row"><input type="range" id="frame" min="0" max="0" step="1" value="0" disabled
            title="Frame of the animation"></div>
          <div class="row"><span id="frame-label"></span></div>
          <div class="row"><span id="segment-label"></span></div>
        </section>
        <section id="attributes">
          <h2>Element under the pointer</h2>
          <div id="attributes-body" class="none">Hover over the image.</div>
        </section>
      </aside>
    </main>
    <script>
    "use strict";
    const SCENE = __SCENE_JSON__;
    const DEVICES = __DEVICES_JSON__;
    const CATEGORIES = __CATEGORIES_JSON__;
    const NAME = SCENE.split("/").map(encodeURIComponent).join("/");
    const $ = (id) => document.getElementById(id);
    // What is asked of the server. `variant`: "" the scene as written, a variant's name, or "*" for
    // every variant side by side; a trait left "" keeps the scene's (or the variant's) own.
    const view = {
      offset: null, bounds: null, scale: null, play: null, velocity: null, at: null, frame: 0, variant: "",
      traits: { userInterfaceStyle: "", layoutDirection: "", preferredContentSizeCategory: "" },
    };
    let info = null, states = {}, panes = [], zoom = 1, animation = null;
    let inFlight = false, pending = false, playToken = 0, renders = 0, imagesShown = 0, changes = 0;

    function query(variant) {
      const q = [];
      if (view.offset) q.push("offset=" + view.offset.x + "," + view.offset.y);
      if (view.bounds) q.push("bounds=" + view.bounds.width + "x" + view.bounds.height);
      if (view.scale) q.push("scale=" + view.scale);
      if (variant) q.push("variant=" + encodeURIComponent(variant));
      const traits = Object.entries(view.traits).filter(([, value]) => value)
        .map(([name, value]) => name + "=" + value);
      if (traits.length) q.push("traits=" + encodeURIComponent(traits.join(",")));
      if (view.play) {
        q.push("play=" + view.play);
        if (view.play === "fling") q.push("velocity=" + view.velocity);
        if (view.play === "tap") q.push("at=" + view.at);
        q.push("frame=" + view.frame);
      }
      return q.join("&");
    }
    function showError(text) {
      $("error").textContent = text.trim();
      $("error").classList.add("shown");
      for (const pane of panes) pane.stage.classList.add("stale");
    }
    function clearError() {
      $("error").classList.remove("shown");
      for (const pane of panes) pane.stage.classList.remove("stale");
    }
    async function get(kind, q) {
      const response = await fetch("/" + kind + "/" + NAME + (q ? "?" + q : ""), { cache: "no-store" });
      if (!response.ok) throw new Error(await response.text());
      return response;
    }
    function fmt(v) { return Number.isInteger(v) ? String(v) : (Math.round(v * 100) / 100).toString(); }

    // Panes: one image per variant shown, each with its own outline and layout.
    function shownVariants() {
      if (view.variant !== "*") return [view.variant];
      return info && info.variants.length ? info.variants : [""];
    }
    function buildPanes(variants) {
      if (panes.length === variants.length && panes.every((pane, i) => pane.variant === variants[i])) return;
      const box = $("panes");
      box.replaceChildren();
      panes = variants.map((variant, i) => {
        const figure = document.createElement("figure"), caption = document.createElement("figcaption");
        const stage = document.createElement("div"), image = document.createElement("img");
        const outline = document.createElement("div");
        figure.className = "pane"; stage.className = "stage"; outline.className = "outline";
        caption.textContent = variant ? "variant " + variant : "";
        image.alt = "The scene as rendered" + (variant ? ", variant " + variant : "");
        image.draggable = false;
        image.dataset.variant = variant;
        // The first pane keeps the ids a single image always had.
        if (i === 0) { stage.id = "stage"; image.id = "image"; outline.id = "outline"; }
        stage.append(image, outline);
        figure.append(caption, stage);
        box.append(figure);
        return { variant, figure, caption, stage, image, outline, layout: null };
      });
      box.classList.toggle("captioned", variants.some((variant) => variant !== ""));
    }

    // Facts for the controls: content size, bounds, offset, scale, traits, variants; scrubber ranges.
    async function loadInfo() {
      info = await (await get("info", query(shownVariants()[0]))).json();
      keepStates(info.states);
      const b = info.bounds, c = info.contentSize, inset = info.contentInset;
      $("content-label").textContent = fmt(c.width) + " × " + fmt(c.height) + " pt";
      setRange($("scrub-y"), -inset.top, c.height + inset.bottom - b.height, info.offset.y);
      setRange($("scrub-x"), -inset.left, c.width + inset.right - b.width, info.offset.x);
      if (document.activeElement !== $("width")) $("width").value = fmt(b.width);
      if (document.activeElement !== $("height")) $("height").value = fmt(b.height);
      if (!view.play) $("offset-label").textContent = "offset " + fmt(info.offset.x) + ", " + fmt(info.offset.y);
      $("play-timeline").disabled = !info.hasTimeline;
      $("play-timeline").title = info.hasTimeline ? "Play the scene's timeline" : "The scene has no timeline";
      showTraitDefaults();
      listVariants();
    }
    // The items selected or highlighted in the view shown (hovering lists them).
    function keepStates(list) {
      states = {};
      for (const s of list) states[s.section + "." + s.item] = s;
    }
    async function loadFrameStates() {
      keepStates((await (await get("info", query(shownVariants()[0]))).json()).states);
      hover(pointer);
    }
    function setRange(input, min, max, value) {
      max = Math.max(min, max);
      input.min = min; input.max = max;
      input.disabled = max <= min;
      if (!input.matches(":active")) input.value = Math.min(Math.max(value, min), max);
    }

    // The images and the attributes of what they show, every pane at once: the images first,
    // shown as soon as they have loaded (`data-shown` counts them), then the layouts (the outline,
    // the hovered element's facts; `data-renders` counts views complete with them), asked for
    // once the images are shown. Each image is loaded by its <img> itself, not fetched and shown
    // as a blob, and the layouts are not asked for beside it, where the server drew both at once:
    // on a two-core machine shared with the browser, a scrub step showed its image in 19-22 ms
    // before, in 12-15 ms now (docs/preview.md, "Latency").
    async function loadImage() {
      buildPanes(shownVariants());
      const shown = panes.map((pane) => ({ pane, q: query(pane.variant) }));
      await Promise.all(shown.map(({ pane, q }) => showImage(pane, q)));
      fit();
      document.body.dataset.shown = ++imagesShown;
      const laidOut = await Promise.all(shown.map(async ({ pane, q }) =>
        ({ pane, q, layout: await (await get("layout", q)).json() })));
      for (const { pane, q, layout } of laidOut) { pane.layout = layout; pane.image.dataset.query = q; }
      const viewport = panes[0].layout.viewport;
      if (view.play) {
        // The scrubbers follow the animation's offset.
        $("scrub-x").value = viewport.x; $("scrub-y").value = viewport.y;
        $("offset-label").textContent = "offset " + fmt(viewport.x) + ", " + fmt(viewport.y);
      }
      document.body.dataset.renders = ++renders;
      clearError();
      hover(pointer);
    }
    // The image of query `q` in `pane`'s <img>; the count of changes on disk is part of its address
    // (`v`, which the server ignores), as a page keeps the images it loaded by address. A failed
    // image is asked for again to read the server's error line for the banner.
    function showImage(pane, q) {
      const address = "/image/" + NAME + "?" + (q ? q + "&" : "") + "v=" + changes;
      return new Promise((resolve, reject) => {
        pane.image.onload = resolve;
        pane.image.onerror = reject;
        pane.image.src = address;
      }).catch(async () => {
        const response = await fetch(address, { cache: "no-store" });
        throw new Error(response.ok ? "the image at " + address + " could not be shown" : await response.text());
      });
    }

    // Zoom: "fit" is the largest size, at most one CSS pixel per point, at which every pane and the
    // scrubbers fit in the window, in width and in height; otherwise CSS pixels per point.
    function fit() {
      const first = panes[0];
      if (!info || !first || !first.image.naturalWidth) return;
      const perPoint = view.scale || info.scale;
      const width = first.image.naturalWidth / perPoint, height = first.image.naturalHeight / perPoint;
      const wrap = $("panes-wrap"), top = wrap.getBoundingClientRect().top + window.scrollY;
      const roomWidth = $("viewer").clientWidth - 34;
      const roomHeight = Math.max(120, window.innerHeight - top - 34 - 16);
      wrap.style.maxWidth = roomWidth + "px";
      wrap.style.maxHeight = roomHeight + "px";
      if ($("zoom").value === "fit") {
        const captions = first.caption.offsetHeight + 2, gaps = 12 * (panes.length - 1) + 2 * panes.length;
        zoom = Math.min(1, (roomWidth - gaps) / (width * panes.length), (roomHeight - captions - 2) / height);
      } else {
        zoom = +$("zoom").value;
      }
      for (const pane of panes) pane.image.style.width = width * zoom + "px";
      $("zoom-label").textContent = Math.round(zoom * 100) + "%";
    }
    $("zoom").addEventListener("change", fit);
    window.addEventListener("resize", fit);

    // Everything again (a change on disk, new bounds, scale or traits); errors go to the banner.
    async function refresh() {
      if (inFlight) { pending = true; return; }
      inFlight = true;
      try { await loadInfo(); await loadImage(); }
      catch (error) { showError(error.message); }
      finally { inFlight = false; }
      if (pending) { pending = false; refresh(); }
    }
    // Only the images (scrubbing, the wheel, a drag): one request at a time, the latest position wins.
    async function redraw() {
      if (inFlight) { pending = true; return; }
      inFlight = true;
      try { await loadImage(); } catch (error) { showError(error.message); }
      finally { inFlight = false; }
      if (pending) { pending = false; redraw(); }
    }

    // Scrolling: the scrubbers, the wheel and a drag on an image set the content offset.
    function shownOffset() {
      if (view.offset) return view.offset;
      if (panes[0] && panes[0].layout) return { x: panes[0].layout.viewport.x, y: panes[0].layout.viewport.y };
      return info ? info.offset : { x: 0, y: 0 };
    }
    function scrollTo(x, y) {
      stopPlaying();
      const within = (input, value) => Math.round(Math.min(Math.max(value, +input.min), +input.max));
      view.offset = { x: within($("scrub-x"), x), y: within($("scrub-y"), y) };
      $("scrub-x").value = view.offset.x; $("scrub-y").value = view.offset.y;
      $("offset-label").textContent = "offset " + fmt(view.offset.x) + ", " + fmt(view.offset.y);
      redraw();
    }
    function scrubbed() { scrollTo(+$("scrub-x").value, +$("scrub-y").value); }
    $("scrub-y").addEventListener("input", scrubbed);
    $("scrub-x").addEventListener("input", scrubbed);
    $("panes").addEventListener("wheel", (event) => {
      event.preventDefault();
      const unit = event.deltaMode === 1 ? 16 : event.deltaMode === 2 ? 400 : 1;
      const now = shownOffset();
      scrollTo(now.x + event.deltaX * unit / zoom, now.y + event.deltaY * unit / zoom);
    }, { passive: false });

    // A drag moves the content with the pointer; released while moving, it is a fling at the
    // pointer's velocity over its last 100 ms, planned by the server with the scene's physics. A
    // press released without moving is a tap at that point.
    let drag = null;
    $("panes").addEventListener("pointerdown", (event) => {
      if (event.button !== 0 || event.target.tagName !== "IMG") return;
      event.preventDefault();
      event.target.setPointerCapture(event.pointerId);
      const sample = { t: event.timeStamp, x: event.clientX, y: event.clientY };
      drag = { start: shownOffset(), first: sample, track: [sample], moved: false, image: event.target };
    });
    $("panes").addEventListener("pointermove", (event) => {
      if (!drag) return;
      const dx = event.clientX - drag.first.x, dy = event.clientY - drag.first.y;
      if (!drag.moved && Math.hypot(dx, dy) < 4) return;
      drag.moved = true;
      $("panes").classList.add("dragging");
      drag.track.push({ t: event.timeStamp, x: event.clientX, y: event.clientY });
      while (drag.track.length > 2 && event.timeStamp - drag.track[0].t > 100) drag.track.shift();
      scrollTo(drag.start.x - dx / zoom, drag.start.y - dy / zoom);
    });
    $("panes").addEventListener("pointerup", (event) => {
      if (!drag) return;
      const { moved, track, image } = drag;
      drag = null;
      $("panes").classList.remove("dragging");
      if (!moved) { tap(event, image); return; }
      const first = track[0], seconds = (event.timeStamp - first.t) / 1000;
      if (seconds <= 0 || event.timeStamp - track[track.length - 1].t > 100) return;
      const vx = -(event.clientX - first.x) / seconds / zoom, vy = -(event.clientY - first.y) / seconds / zoom;
      if (Math.hypot(vx, vy) < 50) return;
      const limit = (v) => Math.round(Math.max(-20000, Math.min(20000, v)));
      $("velocity").value = limit(vx) + "," + limit(vy);
      play("fling");
    });
    function tap(event, image) {
      const pane = panes.find((pane) => pane.image === image);
      if (!pane || !pane.layout) return;
      stopPlaying();
      const rect = image.getBoundingClientRect(), perPoint = rect.width / pane.layout.viewport.width;
      const x = pane.layout.viewport.x + (event.clientX - rect.left) / perPoint;
      const y = pane.layout.viewport.y + (event.clientY - rect.top) / perPoint;
      view.offset = shownOffset();
      view.at = fmt(x) + "," + fmt(y);
      play("tap");
    }

    // Traits and variants: each control sets one trait over the scene's own; "scene's" shows its value.
    const categorySelect = $("category");
    for (const category of CATEGORIES) categorySelect.add(new Option(category, category));
    function showTraitDefaults() {
      for (const select of [$("style"), $("direction"), categorySelect]) {
        const own = info.traits[select.dataset.trait];
        select.options[0].textContent = "scene's" + (own ? " (" + own + ")" : "");
      }
    }
    for (const select of [$("style"), $("direction"), categorySelect]) {
      select.addEventListener("change", () => {
        view.traits[select.dataset.trait] = select.value;
        stopPlaying(); refresh();
      });
    }
    function listVariants() {
      const select = $("variant"), names = info.variants;
      const wanted = ["", ...names, ...(names.length > 1 ? ["*"] : [])];
      const options = [...select.options];
      if (options.length === wanted.length && options.every((option, i) => option.value === wanted[i])) return;
      select.replaceChildren(new Option(names.length ? "scene as written" : "none in the scene", ""));
      for (const name of names) select.add(new Option(name, name));
      if (names.length > 1) select.add(new Option("all side by side", "*"));
      select.disabled = !names.length;
      select.value = view.variant;
    }
    $("variant").addEventListener("change", () => {
      view.variant = $("variant").value;
      stopPlaying(); refresh();
    });

    // Bounds: the scene's own, a device (bounds and scale), or a free size; rotate swaps them.
    const deviceSelect = $("device");
    deviceSelect.add(new Option("scene's own", ""));
    for (const d of DEVICES) {
      deviceSelect.add(new Option(d.name + " (" + d.width + "×" + d.height + " @" + d.scale + "x)", d.name));
    }
    deviceSelect.add(new Option("free size", "free"));
    deviceSelect.addEventListener("change", () => {
      const d = DEVICES.find((d) => d.name === deviceSelect.value);
      if (d) {
        view.bounds = { width: d.width, height: d.height };
        view.scale = d.scale;
        $("scale").value = String(d.scale);
      }
      else if (deviceSelect.value === "") { view.bounds = null; view.scale = null; $("scale").value = ""; }
      view.offset = null;
      stopPlaying(); refresh();
    });
    function freeSize() {
      const width = +$("width").value, height = +$("height").value;
      if (!(width > 0 && height > 0)) return;
      view.bounds = { width, height };
      deviceSelect.value = "free";
      stopPlaying(); refresh();
    }
    $("width").addEventListener("change", freeSize);
    $("height").addEventListener("change", freeSize);
    $("rotate").addEventListener("click", () => {
      const b = view.bounds || (info && info.bounds);
      if (!b) return;
      view.bounds = { width: b.height, height: b.width };
      deviceSelect.value = "free";
      stopPlaying(); refresh();
    });
    $("scale").addEventListener("change", () => {
      view.scale = $("scale").value ? +$("scale").value : null;
      stopPlaying(); refresh();
    });

    // Playback: the frames of the scene's timeline, a fling or a tap, paced by the clock. Each time
    // a frame has arrived the one due at that moment is asked for next, so the animation takes its
    // real time and frames are skipped when the renderer falls behind.
    async function play(kind) {
      const token = ++playToken;
      view.play = kind; view.frame = 0;
      if (kind === "fling") view.velocity = $("velocity").value.replace(/\s+/g, "");
      $("stop").disabled = false;
      try {
        const facts = await (await get("info", query(shownVariants()[0]))).json();
        animation = { kind, count: facts.frameCount, fps: facts.fps, segments: facts.segments };
        Object.assign($("frame"), { max: facts.frameCount - 1, value: 0, disabled: false });
        const started = performance.now(), interval = 1000 / facts.fps;
        let frame = 0;
        while (token === playToken) {
          await showFrame(frame);
          // The last frame is always shown: the animation ends where it ends.
          if (frame === facts.frameCount - 1) break;
          const elapsed = performance.now() - started, due = Math.floor(elapsed / interval);
          if (due > frame) { frame = Math.min(due, facts.frameCount - 1); continue; }
          await new Promise((resolve) => setTimeout(resolve, (frame + 1) * interval - elapsed));
          frame++;
        }
        if (token === playToken) {
          document.body.dataset.played = (performance.now() - started).toFixed(0);
          await loadFrameStates();
        }
      } catch (error) { if (token === playToken) showError(error.message); }
    }
    async function showFrame(frame) {
      view.frame = frame;
      $("frame").value = frame;
      const { kind, count, segments } = animation;
      $("frame-label").textContent = kind + " frame " + (frame + 1) + " of " + count;
      let index = 0;
      while (index + 1 < segments.length && segments[index + 1].startFrame <= frame) index++;
      const segment = segments[index];
      $("segment-label").textContent =
        segment ? "segment " + (index + 1) + " of " + segments.length + ": " + segment.type : "";
      await loadImage();
    }
    // The frame scrubber pauses playback and shows the frame chosen.
    $("frame").addEventListener("input", () => {
      if (!view.play || !animation) return;
      playToken++;
      showFrame(+$("frame").value).then(loadFrameStates).catch((error) => showError(error.message));
    });
    function stopPlaying() {
      if (!view.play) return;
      // Scrolling on goes from where the animation left the content.
      if (panes[0] && panes[0].layout) view.offset = { x: panes[0].layout.viewport.x, y: panes[0].layout.viewport.y };
      playToken++; view.play = null; view.frame = 0; animation = null;
      $("stop").disabled = true; $("frame").disabled = true;
      $("frame-label").textContent = ""; $("segment-label").textContent = "";
    }
    $("play-timeline").addEventListener("click", () => play("timeline"));
    $("fling").addEventListener("click", () => play("fling"));
    $("stop").addEventListener("click", () => { stopPlaying(); refresh(); });

    // Hover: the topmost element under the pointer in its pane, outlined, its attributes listed.
    function box(e) {
      const f = e.frame, t = e.transform;
      if (t.a === 1 && t.b === 0 && t.c === 0 && t.d === 1 && t.tx === 0 && t.ty === 0) return f;
      const cx = f.x + f.width / 2, cy = f.y + f.height / 2;
      const xs = [], ys = [];
      for (const [dx, dy] of [[-1, -1], [1, -1], [1, 1], [-1, 1]]) {
        const x = dx * f.width / 2, y = dy * f.height / 2;
        xs.push(cx + t.a * x + t.c * y + t.tx); ys.push(cy + t.b * x + t.d * y + t.ty);
      }
      const minX = Math.min(...xs), minY = Math.min(...ys);
      return { x: minX, y: minY, width: Math.max(...xs) - minX, height: Math.max(...ys) - minY };
    }
    function elementAt(pane, event) {
      const layout = pane.layout, rect = pane.image.getBoundingClientRect();
      const perPoint = rect.width / layout.viewport.width;
      const x = layout.viewport.x + (event.clientX - rect.left) / perPoint;
      const y = layout.viewport.y + (event.clientY - rect.top) / perPoint;
      let hit = null;
      layout.elements.forEach((e, order) => {
        if (e.hidden || e.alpha === 0) return;
        const b = box(e);
        if (x < b.x || y < b.y || x > b.x + b.width || y > b.y + b.height) return;
        if (!hit || e.zIndex > hit.e.zIndex || (e.zIndex === hit.e.zIndex && order > hit.order)) hit = { e, order, b };
      });
      return hit && { ...hit, perPoint };
    }
    function hover(event) {
      const body = $("attributes-body");
      for (const pane of panes) pane.outline.style.display = "none";
      const pane = event && panes.find((pane) => pane.stage.contains(event.target) && pane.layout);
      if (!pane) { body.className = "none"; body.textContent = "Hover over the image."; return; }
      const hit = elementAt(pane, event);
      if (!hit) { body.className = "none"; body.textContent = "Nothing here."; return; }
      const { e, b, perPoint } = hit, viewport = pane.layout.viewport;
      Object.assign(pane.outline.style, {
        display: "block", left: (b.x - viewport.x) * perPoint + "px", top: (b.y - viewport.y) * perPoint + "px",
        width: b.width * perPoint + "px", height: b.height * perPoint + "px" });
      const s = states[e.section + "." + e.item];
      const flags = s ? [s.selected && "selected", s.highlighted && "highlighted"].filter(Boolean) : [];
      const state = e.category !== "cell" ? "–" : flags.length ? flags.join(", ") : "normal";
      const t = e.transform;
      const rows = [
        ["index path", "[" + e.section + ", " + e.item + "]"],
        ["kind", e.category + (e.kind ? " · " + e.kind : "")],
        ["frame", fmt(e.frame.x) + ", " + fmt(e.frame.y) + ", " + fmt(e.frame.width) + " × " + fmt(e.frame.height)],
        ["zIndex", String(e.zIndex)],
        ["transform", [t.a, t.b, t.c, t.d, t.tx, t.ty].map(fmt).join(", ")],
        ["alpha", fmt(e.alpha)],
        ["hidden", String(e.hidden)],
        ["state", state],
      ];
      if (pane.variant) rows.unshift(["variant", pane.variant]);
      const list = document.createElement("dl");
      for (const [name, value] of rows) {
        list.append(Object.assign(document.createElement("dt"), { textContent: name }),
          Object.assign(document.createElement("dd"), { textContent: value }));
      }
      body.className = "";
      body.replaceChildren(list);
    }
    let pointer = null;
    $("panes").addEventListener("mousemove", (event) => {
      pointer = { clientX: event.clientX, clientY: event.clientY, target: event.target };
      hover(pointer);
    });
    $("panes").addEventListener("mouseleave", () => { pointer = null; hover(null); });

    // Live reload: the server tells when a file of the scene was saved.
    const events = new EventSource("/events/" + NAME);
    events.addEventListener("ready", () => { $("live").classList.add("on"); document.body.dataset.live = "1"; });
    events.addEventListener("change", () => { document.body.dataset.changes = ++changes; stopPlaying(); refresh(); });
    events.onerror = () => $("live").classList.remove("on");
    refresh();
    </script>
    </body>
    </html>
    """#
}
