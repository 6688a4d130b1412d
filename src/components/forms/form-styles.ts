// The forms' code loads lazily (when the visitor comes near a form), but their markup is in the
// page's HTML from the start, so their styles must be in the page from the start as well. A
// lazily loaded module's styles would go with its lazily loaded chunk; imported here, by the
// footer, they go with the app's styles, which every page inlines (the footer's newsletter form
// is on every page; the contact form's few rules come along). Webpack then leaves them out of
// the forms' chunks. The budget test fails when a page's HTML uses a class its inlined styles
// do not define.
import "./contact-form.module.css";
import "./honeypot.module.css";
import "./newsletter-form.module.css";
import "../ui/field.module.css";
