import CollectionRender
import Snapshots

/// The preview page of one scene: one self-contained HTML file (its style and script inline, no
/// other resource) showing the scene's image with controls for the content offset, the bounds
/// (device presets, a free size, rotation), the scale and playback (the scene's timeline or a
/// fling), the attributes of the element under the pointer, and an error banner. It follows the
/// scene's event stream and fetches the image again after each change.
enum PreviewPage {
  static func html(sceneName: String, file: String, devices: [Device], hasIndex: Bool) -> String {
    let n = { (value: Double) in value == value.rounded() ? String(Int(value)) : String(value) }
    let deviceList = devices.map {
      "{\"name\":\(LayoutJSON.stringLiteral($0.name, insideHTMLScript: true)),\"width\":\(n($0.bounds.width)),"
        + "\"height\":\(n($0.bounds.height)),\"scale\":\(n($0.scale))}"
    }.joined(separator: ",")
    return
      template
      .replacingOccurrences(of: "__TITLE__", with: HTMLText.escaped(sceneName))
      .replacingOccurrences(of: "__FILE__", with: HTMLText.escaped(file))
      .replacingOccurrences(of: "__INDEX__", with: hasIndex ? "<a href=\"/\">All scenes</a>" : "")
      .replacingOccurrences(of: "__SCENE_JSON__", with: LayoutJSON.stringLiteral(sceneName, insideHTMLScript: true))
      .replacingOccurrences(of: "__DEVICES_JSON__", with: "[\(deviceList)]")
  }

  static let template = #"""
    <!doctype html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>__TITLE__ · collection-render preview</title>
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
    main { display: flex; gap: 24px; padding: 20px; align-items: flex-start; }
    .viewer { display: grid; grid-template-columns: auto 28px; grid-template-rows: auto 28px; gap: 6px; }
    #stage { position: relative; border: 1px solid var(--line); background:
      repeating-conic-gradient(#f0f0f0 0% 25%, #fff 0% 50%) 0 0 / 16px 16px; line-height: 0; }
    #stage.stale { opacity: 0.55; }
    #image { display: block; max-width: calc(100vw - 420px); image-rendering: auto; }
    #outline { position: absolute; border: 2px solid var(--accent); background: rgba(10, 102, 216, 0.12);
      pointer-events: none; display: none; }
    #scrub-y { writing-mode: vertical-lr; direction: ltr; width: 28px; height: 100%; margin: 0; }
    #scrub-x { width: 100%; margin: 0; }
    input[type=range]:disabled { visibility: hidden; }
    #device { flex: 1; min-width: 0; }
    aside { width: 330px; flex: none; display: flex; flex-direction: column; gap: 14px; }
    section { background: var(--panel); border-radius: 8px; padding: 12px 14px; }
    section h2 {
      font-size: 12px;
      text-transform: uppercase;
      letter-spacing: 0.04em;
      color: var(--muted);
      margin: 0 0 8px;
    }
    .row { display: flex; gap: 8px; align-items: center; margin: 6px 0; flex-wrap: wrap; }
    .row label { color: var(--muted); min-width: 52px; }
    select, input[type=number], input[type=text], button {
      font: inherit;
      padding: 3px 6px;
      border: 1px solid var(--line);
      border-radius: 5px; background: #fff; }
    input[type=number] { width: 76px; }
    button { cursor: pointer; }
    button:disabled { cursor: default; color: #aaa; }
    button.primary { background: var(--accent); color: #fff; border-color: var(--accent); }
    #offset-label, #frame-label {
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
      <div class="viewer">
        <div id="stage"><img id="image" alt="The scene as rendered"><div id="outline"></div></div>
        <input type="range" id="scrub-y" min="0" max="0" step="1" value="0" title="Content offset y">
        <input type="range" id="scrub-x" min="0" max="0" step="1" value="0" title="Content offset x">
      </div>
      <aside>
        <section>
          <h2>Scroll</h2>
          <div class="row"><span id="offset-label">offset 0, 0</span></div>
          <div class="row"><label>content</label><span id="content-label">–</span></div>
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
          <div class="row"><span id="frame-label"></span></div>
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
    const NAME = SCENE.split("/").map(encodeURIComponent).join("/");
    const $ = (id) => document.getElementById(id);
    const view = { offset: null, bounds: null, scale: null, play: null, velocity: null, frame: 0 };
    let info = null, layout = null, states = {}, imageURL = null;
    let inFlight = false, pending = false, playToken = 0, renders = 0, changes = 0;

    function query() {
      const q = [];
      if (view.offset) q.push("offset=" + view.offset.x + "," + view.offset.y);
      if (view.bounds) q.push("bounds=" + view.bounds.width + "x" + view.bounds.height);
      if (view.scale) q.push("scale=" + view.scale);
      if (view.play) {
        q.push("play=" + view.play);
        if (view.play === "fling") q.push("velocity=" + view.velocity);
        q.push("frame=" + view.frame);
      }
      return q.join("&");
    }
    function showError(text) {
      $("error").textContent = text.trim();
      $("error").classList.add("shown");
      $("stage").classList.add("stale");
    }
    function clearError() { $("error").classList.remove("shown"); $("stage").classList.remove("stale"); }
    async function get(kind, extra) {
      const q = extra === undefined ? query() : extra;
      const response = await fetch("/" + kind + "/" + NAME + (q ? "?" + q : ""), { cache: "no-store" });
      if (!response.ok) throw new Error(await response.text());
      return response;
    }

    // Facts for the controls: content size, bounds, offset, scale; the scrubbers' ranges.
    async function loadInfo() {
      info = await (await get("info")).json();
      states = {};
      for (const s of info.states) states[s.section + "." + s.item] = s;
      const b = info.bounds, c = info.contentSize, inset = info.contentInset;
      $("content-label").textContent = fmt(c.width) + " × " + fmt(c.height) + " pt";
      setRange($("scrub-y"), -inset.top, c.height + inset.bottom - b.height, info.offset.y);
      setRange($("scrub-x"), -inset.left, c.width + inset.right - b.width, info.offset.x);
      if (document.activeElement !== $("width")) $("width").value = fmt(b.width);
      if (document.activeElement !== $("height")) $("height").value = fmt(b.height);
      $("offset-label").textContent = "offset " + fmt(info.offset.x) + ", " + fmt(info.offset.y);
      $("play-timeline").disabled = !info.hasTimeline;
      $("play-timeline").title = info.hasTimeline ? "Play the scene's timeline" : "The scene has no timeline";
    }
    function setRange(input, min, max, value) {
      max = Math.max(min, max);
      input.min = min; input.max = max;
      input.disabled = max <= min;
      if (!input.matches(":active")) input.value = Math.min(Math.max(value, min), max);
    }

    // The image and the attributes of what it shows, for the same query.
    async function loadImage() {
      const q = query();
      const [image, attributes] = await Promise.all([get("image", q), get("layout", q)]);
      const blob = await image.blob();
      layout = await attributes.json();
      const url = URL.createObjectURL(blob);
      await new Promise((resolve) => {
        $("image").onload = resolve;
        $("image").onerror = resolve;
        $("image").src = url;
      });
      if (imageURL) URL.revokeObjectURL(imageURL);
      imageURL = url;
      // One CSS pixel per point, whatever the scale.
      $("image").style.width = $("image").naturalWidth / (view.scale || (info ? info.scale : 1)) + "px";
      $("image").dataset.query = q;
      if (view.play) {
        // The scrubbers follow the animation's offset.
        const v = layout.viewport;
        $("scrub-x").value = v.x; $("scrub-y").value = v.y;
        $("offset-label").textContent = "offset " + fmt(v.x) + ", " + fmt(v.y);
      }
      document.body.dataset.renders = ++renders;
      clearError();
      hover(pointer);
    }

    // Everything again (a change on disk, new bounds or scale); errors go to the banner.
    async function refresh() {
      if (inFlight) { pending = true; return; }
      inFlight = true;
      try { await loadInfo(); await loadImage(); }
      catch (error) { showError(error.message); }
      finally { inFlight = false; }
      if (pending) { pending = false; refresh(); }
    }
    // Only the image (the scrubbers): one request at a time, the latest position wins.
    async function redraw() {
      if (inFlight) { pending = true; return; }
      inFlight = true;
      try { await loadImage(); } catch (error) { showError(error.message); }
      finally { inFlight = false; }
      if (pending) { pending = false; redraw(); }
    }

    function scrubbed() {
      stopPlaying();
      view.offset = { x: +$("scrub-x").value, y: +$("scrub-y").value };
      $("offset-label").textContent = "offset " + fmt(view.offset.x) + ", " + fmt(view.offset.y);
      redraw();
    }
    $("scrub-y").addEventListener("input", scrubbed);
    $("scrub-x").addEventListener("input", scrubbed);

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
      if (deviceSelect.value !== "free" && deviceSelect.value !== "") deviceSelect.value = "free";
      if (deviceSelect.value === "") deviceSelect.value = "free";
      stopPlaying(); refresh();
    });
    $("scale").addEventListener("change", () => {
      view.scale = $("scale").value ? +$("scale").value : null;
      stopPlaying(); refresh();
    });

    // Playback: the frames of the scene's timeline or of a fling, rendered one by one on demand.
    async function play(kind) {
      const token = ++playToken;
      view.play = kind; view.frame = 0;
      if (kind === "fling") view.velocity = $("velocity").value.replace(/\s+/g, "");
      $("stop").disabled = false;
      try {
        const facts = await (await get("info")).json();
        const count = facts.frameCount, interval = 1000 / facts.fps;
        for (let frame = 0; frame < count && token === playToken; frame++) {
          const started = performance.now();
          view.frame = frame;
          $("frame-label").textContent =
            (kind === "fling" ? "fling " : "timeline ") + "frame " + (frame + 1) + " of " + count;
          await loadImage();
          const wait = interval - (performance.now() - started);
          if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        }
      } catch (error) { showError(error.message); }
      if (token === playToken) $("stop").disabled = true;
    }
    function stopPlaying() {
      if (!view.play) return;
      playToken++; view.play = null; view.frame = 0;
      $("stop").disabled = true; $("frame-label").textContent = "";
    }
    $("play-timeline").addEventListener("click", () => play("timeline"));
    $("fling").addEventListener("click", () => play("fling"));
    $("stop").addEventListener("click", () => { stopPlaying(); refresh(); });

    // Hover: the topmost element under the pointer, outlined, its attributes listed.
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
    function hover(event) {
      const outline = $("outline"), body = $("attributes-body");
      if (!event || !layout) {
        outline.style.display = "none";
        body.className = "none"; body.textContent = "Hover over the image.";
        return;
      }
      const image = $("image"), rect = image.getBoundingClientRect();
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
      if (!hit) { outline.style.display = "none"; body.className = "none"; body.textContent = "Nothing here."; return; }
      const { e, b } = hit;
      Object.assign(outline.style, {
        display: "block", left: (b.x - layout.viewport.x) * perPoint + "px",
        top: (b.y - layout.viewport.y) * perPoint + "px",
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
      body.className = "";
      body.replaceChildren(Object.assign(document.createElement("dl"), {}));
      for (const [name, value] of rows) {
        body.firstChild.append(Object.assign(document.createElement("dt"), { textContent: name }),
          Object.assign(document.createElement("dd"), { textContent: value }));
      }
    }
    let pointer = null;
    $("stage").addEventListener("mousemove", (event) => {
      pointer = { clientX: event.clientX, clientY: event.clientY };
      hover(pointer);
    });
    $("stage").addEventListener("mouseleave", () => { pointer = null; hover(null); });
    function fmt(v) { return Number.isInteger(v) ? String(v) : (Math.round(v * 100) / 100).toString(); }

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
