// The usage beacon every page of indexagentica.com carries (docs/site-snippet.md): the one source file. `npm run
// build:beacon` (scripts/build-beacon.mjs) minifies it into ./served.ts, which the Worker serves at GET /beacon.js
// and docs/site-snippet.md pastes inline; test/beacon/script.test.ts fails while that copy is stale or over 1 KB.
//
// It sends exactly the three bodies POST /hit accepts, as text/plain (a CORS-safelisted type: no preflight):
//   {"t":"pageview","p":…}                       once the page is first visible (a prerender never shown: nothing),
//                                                and again when it is restored from the back/forward cache
//   {"t":"click","p":…,"id":…,"h":…}             a link to another host on an entry page (click and middle click)
//   {"t":"download","p":…,"id":…,"k":…}          a skill's zip or SKILL.md link, on any page
// to the script tag's data-endpoint, and to data-fallback when that request fails on the network (not when it is
// cut off because the page is being left: keepalive still delivers it). fetch() with
// keepalive, not sendBeacon: sendBeacon's `true` only means "queued", so it cannot tell that the primary host is
// unreachable, and blockers drop third-party beacons wholesale. Nothing is awaited on a click: the navigation
// goes ahead at once, and keepalive lets the request outlive the page.
//
// Nothing at all under automation (navigator.webdriver), Do Not Track or Global Privacy Control. No cookies
// (credentials: "omit"), no storage, no identifiers, no host but the two endpoints.
(function () {
  var script = document.currentScript;
  var nav = navigator;
  if (!script || nav.webdriver || nav.doNotTrack == "1" || window.doNotTrack == "1" || nav.globalPrivacyControl) return;
  var data = script.dataset;
  var primary = data.endpoint || "https://mcp.indexagentica.com/v1/e";
  var fallback = data.fallback || "https://indexagentica-mcp.indexagentica.workers.dev/v1/e";
  var doc = document;
  var here = location;
  // The page's canonical path; data-path names pages served under another URL (the 404 page says "/404.html").
  var path = data.path || here.pathname.replace(/index\.html$/, "");
  var entry = /^\/entries\/([a-z0-9-]+)\/$/.exec(path);
  var viewed = 0;
  // Set while the page is being left: a request it started then is cut off on the page's side only (keepalive
  // carries it on), so its failure says nothing about the host, and a fallback would count the hit twice.
  var leaving = 0;

  function post(url, body) {
    return fetch(url, { method: "POST", body: body, keepalive: true, credentials: "omit" });
  }

  function send(hit) {
    hit.p = path;
    var body = JSON.stringify(hit);
    post(primary, body).catch(function () {
      if (!leaving) post(fallback, body).catch(function () {});
    });
  }

  function view() {
    if (!viewed && doc.visibilityState == "visible" && !doc.prerendering) {
      viewed = 1;
      send({ t: "pageview" });
    }
  }

  function click(event) {
    // auxclick also fires for the right button, which opens a menu, not a page.
    if (event.type == "auxclick" && event.button != 1) return;
    var link = event.target.closest && event.target.closest("a[href]");
    if (!link) return;
    var own = link.host == here.host;
    var skill = own && /^\/skills\/([a-z0-9-]+)(\.zip|\/SKILL\.md)$/.exec(link.pathname);
    if (skill) send({ t: "download", id: skill[1], k: skill[2] == ".zip" ? "zip" : "skill_md" });
    else if (entry && !own && /^https?:$/.test(link.protocol)) send({ t: "click", id: entry[1], h: link.hostname });
  }

  view();
  addEventListener("pagehide", function () {
    leaving = 1;
  });
  addEventListener("pageshow", function (event) {
    leaving = 0;
    // Restored from the back/forward cache: seen again without a load, so a view like any other.
    if (event.persisted) {
      viewed = 0;
      view();
    }
  });
  doc.addEventListener("visibilitychange", view);
  doc.addEventListener("prerenderingchange", view);
  // Capturing, so a page handler that stops propagation cannot hide a click.
  doc.addEventListener("click", click, true);
  doc.addEventListener("auxclick", click, true);
})();
