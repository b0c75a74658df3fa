extension HTMLReport {
  /// The page's style sheet.
  static let style = """
    *{box-sizing:border-box}
    body{font:14px/1.4 system-ui,sans-serif;margin:0;background:#f4f4f6;color:#1c1c1e}
    header{padding:12px 24px;background:#fff;border-bottom:1px solid #ddd;position:sticky;top:0;z-index:3}
    h1{font-size:18px;margin:0 0 2px}.subtitle{margin:0;color:#666;font-size:12px}.totals{margin:4px 0}
    .filters{display:flex;gap:6px;flex-wrap:wrap;align-items:center}
    .filter{border:1px solid #ccc;background:#fff;border-radius:14px;padding:2px 10px;cursor:pointer;font:inherit}
    .filter.active{background:#1c1c1e;color:#fff;border-color:#1c1c1e}
    .filter .count{font-variant-numeric:tabular-nums;opacity:.75}
    #search{margin-left:auto;padding:4px 8px;border:1px solid #ccc;border-radius:6px;min-width:220px;font:inherit}
    main{padding:12px 24px}.entries{list-style:none;margin:0;padding:0}
    .entry{background:#fff;border:1px solid #ddd;border-radius:6px;margin:0 0 4px;scroll-margin-top:150px}
    .entry.failed{border-left:4px solid #d70015}.entry.passed{border-left:4px solid #248a3d}
    .row{display:flex;gap:10px;align-items:baseline;width:100%;text-align:left;background:none;border:0;
    padding:6px 10px;cursor:pointer;font:inherit;color:inherit}
    .row:hover{background:#f7f7fa}
    .name{font-size:14px;font-weight:600;margin:0;word-break:break-all;flex:none;max-width:45%}
    .file{font:12px ui-monospace,monospace;color:#555;flex:none}
    .brief{color:#666;font-size:12px;white-space:nowrap;overflow:hidden;text-overflow:ellipsis;min-width:0}
    .status{font-size:11px;padding:1px 8px;border-radius:10px;color:#fff;flex:none}
    .ok{background:#248a3d}.bad{background:#d70015;color:#fff;border-radius:10px;padding:0 6px}
    .detail{padding:4px 14px 14px;border-top:1px solid #eee}
    .summary{margin:6px 0;color:#333}
    .files{display:grid;grid-template-columns:max-content 1fr;gap:2px 12px;margin:6px 0}
    .files dt{color:#555}.files dd{margin:0;word-break:break-all}
    .accept{background:#f0f4ff;border:1px solid #c9d6f5;border-radius:6px;padding:6px 8px;margin:6px 0}
    .accept-command{user-select:all;word-break:break-all}.copy{margin-left:6px}
    .numbers{border-collapse:collapse;margin:6px 0;font-size:13px}
    .numbers th{text-align:left;font-weight:500;color:#555;padding:1px 16px 1px 0}
    .excerpt{background:#f7f7f7;padding:8px;overflow:auto;max-height:360px;font-size:12px}
    .excerpt .line{display:block;white-space:pre}.excerpt .removed{background:#ffebe9}
    .excerpt .added{background:#e6ffec}.excerpt .note{color:#666}
    .excerpt .removed mark{background:#ff8182}.excerpt .added mark{background:#4ac26b}
    .toolbar{display:flex;gap:12px;align-items:center;margin:8px 0}
    .tabs{display:flex;gap:2px;border-bottom:1px solid #ccc}
    .tab{border:1px solid transparent;border-bottom:0;background:none;padding:4px 12px;cursor:pointer;font:inherit;
    border-radius:6px 6px 0 0;color:#555}
    .tab.active{border-color:#ccc;background:#fff;color:#1c1c1e;font-weight:600;margin-bottom:-1px}
    .view{overflow:auto;max-height:85vh;padding:2px}
    .frame{box-sizing:content-box;position:relative;display:inline-block;vertical-align:top;
    line-height:0;border:1px solid #ccc;
    background:repeating-conic-gradient(#eee 0 25%,#fff 0 50%) 0 0/16px 16px}
    .frame img{width:100%;height:auto;display:block;image-rendering:pixelated}
    .viewer.fit .frame{max-width:100%}.viewer.fit .side-by-side .frame{max-width:100%}
    .region{position:absolute;outline:2px solid #ff2d9a;outline-offset:1px;pointer-events:none}
    .side-by-side{display:flex;gap:12px;align-items:flex-start}
    .side-by-side figure{margin:0;min-width:0}.viewer.fit .side-by-side figure{flex:1}
    figcaption{font-size:12px;color:#555;line-height:1.6}
    .compare{cursor:ew-resize;touch-action:none;user-select:none}
    .compare img{pointer-events:none}
    .compare .over{position:absolute;left:0;top:0;clip-path:inset(0 0 0 50%)}
    .handle{position:absolute;top:0;bottom:0;left:50%;width:2px;margin-left:-1px;background:#0a84ff;z-index:1}
    .handle:focus{outline:none;box-shadow:0 0 0 2px #fff}
    .grip{position:absolute;top:50%;left:50%;transform:translate(-50%,-50%);background:#0a84ff;color:#fff;
    font-size:10px;line-height:1;padding:6px 4px;border-radius:10px;white-space:nowrap}
    .side-label{position:absolute;top:4px;font-size:11px;line-height:1.4;background:rgba(0,0,0,.6);color:#fff;
    padding:1px 6px;border-radius:4px}.side-label.left{left:4px}.side-label.right{right:4px}
    .close-ups{display:flex;gap:12px;flex-wrap:wrap;margin-top:12px}
    .close-up-title{width:100%;margin:0;color:#555;font-size:12px}
    .close-up{margin:0}.crop{position:relative;overflow:hidden;border:1px solid #ccc}
    .crop img{position:absolute;max-width:none;image-rendering:pixelated}
    .empty{color:#666}
    """

  /// The page's script: filters and search, opening entries, tabs, zoom and the slider's divider.
  static let script = """
    for (const image of document.querySelectorAll('img[data-source]')) {
      image.src = document.getElementById(image.dataset.source).src;
    }
    const state = {filter: 'all', query: ''};
    const entries = [...document.querySelectorAll('.entry')];
    function applyFilter() {
      let shown = 0;
      for (const entry of entries) {
        const f = state.filter;
        const byStatus = f === 'all' || (f === 'failed' && entry.classList.contains('failed'))
          || (f === 'passed' && entry.classList.contains('passed')) || f === 'status:' + entry.dataset.status;
        const visible = byStatus && entry.dataset.name.includes(state.query);
        entry.hidden = !visible;
        if (visible) shown += 1;
      }
      document.getElementById('no-match').hidden = shown > 0;
    }
    for (const button of document.querySelectorAll('.filter')) {
      button.addEventListener('click', () => {
        for (const other of document.querySelectorAll('.filter')) other.classList.toggle('active', other === button);
        state.filter = button.dataset.filter;
        applyFilter();
      });
    }
    document.getElementById('search').addEventListener('input', (event) => {
      state.query = event.target.value.trim().toLowerCase();
      applyFilter();
    });
    function setOpen(entry, open) {
      entry.querySelector('.detail').hidden = !open;
      entry.querySelector('.row').setAttribute('aria-expanded', String(open));
      entry.classList.toggle('open', open);
    }
    for (const entry of entries) {
      entry.querySelector('.row').addEventListener('click', () => {
        const open = !entry.classList.contains('open');
        setOpen(entry, open);
        if (open) history.replaceState(null, '', '#' + entry.id);
      });
    }
    function openFromHash() {
      const entry = location.hash && document.getElementById(location.hash.slice(1));
      if (entry && entry.classList.contains('entry')) { setOpen(entry, true); entry.scrollIntoView(); }
    }
    window.addEventListener('hashchange', openFromHash);
    for (const viewer of document.querySelectorAll('.viewer')) {
      for (const tab of viewer.querySelectorAll('.tab')) {
        tab.addEventListener('click', () => {
          for (const other of viewer.querySelectorAll('.tab')) {
            other.classList.toggle('active', other === tab);
            other.setAttribute('aria-selected', String(other === tab));
          }
          for (const view of viewer.querySelectorAll('.view')) view.hidden = view.dataset.view !== tab.dataset.view;
        });
      }
      viewer.querySelector('.zoom').addEventListener('change', (event) => {
        const value = event.target.value;
        viewer.classList.toggle('fit', value === 'fit');
        viewer.dataset.zoom = value;
        const zoom = value === 'fit' ? 1 : Number(value);
        for (const frame of viewer.querySelectorAll('.frame[data-width]')) {
          frame.style.width = (Number(frame.dataset.width) * zoom) + 'px';
        }
      });
    }
    for (const compare of document.querySelectorAll('.compare')) {
      const over = compare.querySelector('.over');
      const handle = compare.querySelector('.handle');
      const place = (percent) => {
        const p = Math.max(0, Math.min(100, percent));
        over.style.clipPath = 'inset(0 0 0 ' + p + '%)';
        handle.style.left = p + '%';
        compare.dataset.position = p.toFixed(1);
        handle.setAttribute('aria-valuenow', p.toFixed(0));
      };
      const follow = (event) => {
        const box = compare.querySelector('img').getBoundingClientRect();
        place((event.clientX - box.left) / box.width * 100);
      };
      let dragging = false;
      compare.addEventListener('pointerdown', (event) => {
        dragging = true;
        compare.setPointerCapture(event.pointerId);
        follow(event);
        event.preventDefault();
      });
      compare.addEventListener('pointermove', (event) => { if (dragging) follow(event); });
      compare.addEventListener('pointerup', () => { dragging = false; });
      handle.addEventListener('keydown', (event) => {
        const step = event.key === 'ArrowLeft' ? -5 : event.key === 'ArrowRight' ? 5 : 0;
        if (step) { place(Number(compare.dataset.position) + step); event.preventDefault(); }
      });
    }
    for (const button of document.querySelectorAll('.copy')) {
      button.addEventListener('click', () => {
        const text = button.parentElement.querySelector('.accept-command').textContent;
        if (navigator.clipboard) navigator.clipboard.writeText(text).catch(() => {});
        button.textContent = 'copied';
      });
    }
    openFromHash();
    """
}
