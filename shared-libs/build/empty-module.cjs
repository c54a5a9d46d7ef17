/** What a stylesheet import becomes in a server build. */
module.exports = {};
