// Stands in for Gatsby's list of gatsby-browser.* modules in the editor's bundle: the site's
// browser hooks (consent mode, scrolling) have no place in /admin/, and importing them there
// makes a cycle through gatsby's own entry (gatsby → its hooks → the site's components → Link).
module.exports = [];
