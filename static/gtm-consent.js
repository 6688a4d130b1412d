// Loads Google's container after the cookie choice; why and how: src/consent/gtm-options.ts.
(function (w, d) {
  var query = (d.currentScript && d.currentScript.src.split("?")[1]) || "";
  function load() {
    var script = d.createElement("script");
    script.async = true;
    script.src = "https://www.googletagmanager.com/gtm.js?" + query;
    d.head.appendChild(script);
  }
  if (w.consentChosen) load();
  else w.addEventListener("consent-chosen", load, { once: true });
})(window, document);
