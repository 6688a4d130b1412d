// gatsby-plugin-google-tagmanager's snippet loads this file where it would load gtm.js
// (src/consent/gtm-options.ts). It loads the real container only once the visitor has made a
// cookie choice, which src/consent/consent-mode.ts announces after applying it. Plain
// JavaScript in static/ because the plugin needs a fixed public URL.
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
