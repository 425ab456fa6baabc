// pente-bot's one script: steps through a game with the keys and buttons
// without asking the server again, keeps the position in the address
// (#12: the position after 12 stones), and follows a game in play live.
// Every page works without it: the move links and buttons are plain links.
// On a published server's page, it keeps the games in play up to date.
(function () {
  'use strict';
  var list = document.querySelector('[data-cards]');
  if (!list || !window.EventSource) { return; }
  var source = new EventSource(list.getAttribute('data-cards'));
  source.addEventListener('cards', function (e) { list.innerHTML = e.data; });
}());
(function () {
  'use strict';
  var main = document.getElementById('game');
  if (!main) { return; }
  var follow = true;

  function part() { return document.getElementById('game-part'); }
  function board() { return part().querySelector('svg.board'); }
  function stepLinks() { return part().querySelectorAll('ol.moves a[data-k]'); }
  function total() { var l = stepLinks(); return l.length - 1; }

  function describe(svg, k) {
    var names = { w: [], b: [] };
    svg.querySelectorAll('g.st.on').forEach(function (g) {
      names[g.getAttribute('data-c')].push(g.getAttribute('data-p'));
    });
    names.w.sort(); names.b.sort();
    return 'The board after ' + k + ' stone' + (k === 1 ? '' : 's') + '. White: ' +
      (names.w.join(', ') || 'none') + '. Black: ' + (names.b.join(', ') || 'none') + '.';
  }

  function show(k) {
    var n = total();
    k = Math.max(0, Math.min(n, k));
    follow = k === n;
    var svg = board();
    var link = part().querySelector('ol.moves a[data-k="' + k + '"]');
    var last = (link.getAttribute('data-l') || '').split(' ');
    svg.setAttribute('data-at', k);
    svg.querySelectorAll('g.st').forEach(function (g) {
      var a = +g.getAttribute('data-a');
      var r = g.hasAttribute('data-r') ? +g.getAttribute('data-r') : Infinity;
      g.classList.toggle('on', a <= k && r > k);
      g.classList.toggle('gh', r === k);
    });
    svg.querySelectorAll('.mk').forEach(function (m) {
      m.classList.toggle('last', last.indexOf(m.getAttribute('data-a')) >= 0);
    });
    var five = svg.querySelector('.five');
    if (five) { five.classList.toggle('off', k !== n); }
    var square = svg.querySelector('.square');
    if (square) { square.classList.toggle('on', k === 2); }
    var title = svg.querySelector('title');
    if (title) { title.textContent = describe(svg, k); }
    document.getElementById('status').textContent = link.getAttribute('data-s');
    var caps = (link.getAttribute('data-c') || '0 0').split(' ');
    var cw = document.getElementById('cw');
    var cb = document.getElementById('cb');
    if (cw && cb) { cw.textContent = caps[0]; cb.textContent = caps[1]; }
    document.getElementById('at').textContent = k + ' / ' + n;
    stepLinks().forEach(function (a) {
      if (a === link) { a.setAttribute('aria-current', 'step'); } else { a.removeAttribute('aria-current'); }
    });
    var targets = { first: 0, prev: Math.max(0, k - 1), next: Math.min(n, k + 1), last: n };
    part().querySelectorAll('a[data-go]').forEach(function (a) {
      var t = targets[a.getAttribute('data-go')];
      a.setAttribute('href', '?at=' + t + '#' + t);
      a.setAttribute('data-k', t);
    });
  }

  function current() {
    var svg = board();
    return svg ? +svg.getAttribute('data-at') : 0;
  }

  function go(k) {
    show(k);
    var at = current();
    if (location.hash !== '#' + at) { history.replaceState(null, '', '#' + at); }
  }

  function fromHash() {
    var m = /^#(\d{1,4})$/.exec(location.hash);
    return m ? +m[1] : null;
  }

  main.addEventListener('click', function (e) {
    var a = e.target.closest('a[data-k]');
    if (!a || e.ctrlKey || e.metaKey || e.shiftKey || e.button !== 0) { return; }
    e.preventDefault();
    go(+a.getAttribute('data-k'));
  });

  document.addEventListener('keydown', function (e) {
    if (e.altKey || e.ctrlKey || e.metaKey) { return; }
    var t = e.target;
    if (t && (t.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName))) { return; }
    var k = current();
    var moves = { ArrowLeft: k - 1, ArrowRight: k + 1, Home: 0, End: total() };
    if (!(e.key in moves)) { return; }
    e.preventDefault();
    go(moves[e.key]);
  });

  window.addEventListener('hashchange', function () {
    var k = fromHash();
    if (k !== null) { show(k); }
  });

  var start = fromHash();
  show(start === null ? current() : start);

  var live = main.getAttribute('data-live');
  if (live && window.EventSource) {
    var source = new EventSource(live);
    source.addEventListener('game', function (e) {
      var keep = follow ? null : current();
      part().innerHTML = e.data;
      var n = total();
      show(keep === null ? n : keep);
      if (keep === null && location.hash) { history.replaceState(null, '', '#' + n); }
    });
  }
}());
